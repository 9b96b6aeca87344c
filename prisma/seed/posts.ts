/** Community post titles and bodies by type; bodies are simple sanitized HTML. */
import type { Rng } from "./random";
import { fill } from "./texts";

export type SeedPostType = "FREE" | "QUESTION" | "TIP" | "NOTICE";

const TITLES: Record<Exclude<SeedPostType, "NOTICE">, readonly string[]> = {
  FREE: [
    "드디어 {card} 뽑았습니다 ㅎㅎ", "오늘 랭크전 10연승 달성!", "이번 이벤트 보상 뭐 받으셨나요?", "{team} 팬 계신가요?",
    "강화 실패해서 멘탈 나갔네요...", "출근길에 한 판씩 하는 게 낙입니다", "{card} 써 보신 분 후기 궁금해요", "스쿼드 자랑합니다",
    "요즘 메타 너무 빠른 선수 위주인 듯", "주말 이벤트 같이 달려요", "무과금 1년 차 스쿼드 공유", "오랜만에 복귀했습니다",
    "{formation} 쓰다가 다시 4-4-2로 돌아왔어요", "친선전 하실 분 구해요", "이번 시즌 패스 보상 괜찮네요", "ㅋㅋㅋ 역대급 골 넣었습니다",
  ],
  QUESTION: [
    "{pos} 자리에 누구 쓰는 게 좋을까요?", "{card} vs 비슷한 OVR 카드 뭐가 나을까요?", "스킬 부스트 어떤 색이 좋나요?",
    "{formation} 전술 설정 질문입니다", "초보인데 강화 순서 어떻게 하나요?", "약발 3이면 많이 불편한가요?",
    "포지션 변경하면 스탯 떨어지나요?", "수비가 자꾸 뚫리는데 팁 있을까요?", "{card} 몇 강까지 하는 게 좋나요?",
    "레벨은 어떻게 올리나요?", "이 스쿼드 평가 부탁드립니다", "체력 관리 어떻게 하세요?",
  ],
  TIP: [
    "{formation} 추천 전술 세팅 공유합니다", "무과금 스쿼드 꾸리는 팁", "강화 효율 정리 (필독)", "{pos} 포지션 선수 고르는 법",
    "스킬 부스트 조합 정리", "수비 라인 높이 설정 꿀팁", "역습 잘하는 법 정리했습니다", "훈련 레벨별 포메이션 파인더 활용법",
    "{card} 200% 활용하는 법", "초보자를 위한 포지션 변경 가이드", "이벤트 보상 효율 계산해 봤습니다",
  ],
};

const LINES: Record<Exclude<SeedPostType, "NOTICE">, readonly string[]> = {
  FREE: [
    "오늘 진짜 운이 좋았네요.", "다들 요즘 어떤 스쿼드 쓰세요?", "생각보다 체감이 좋아서 놀랐습니다.", "다음 업데이트가 기대되네요.",
    "{card} 카드가 생각보다 잘해 줘서 만족 중이에요.", "같이 게임하실 분 댓글 남겨 주세요.", "역시 축구는 골 넣는 맛이죠.",
  ],
  QUESTION: [
    "현재 {formation|을/를} 쓰고 있습니다.", "예산은 넉넉하지 않아요.", "고수분들 조언 부탁드립니다.", "비슷한 고민 해 보신 분 계신가요?",
    "{card} 카드도 후보에 있습니다.", "답변 주시면 정말 감사하겠습니다!",
  ],
  TIP: [
    "수비 라인은 너무 높이지 않는 게 좋습니다.", "윙어는 속도보다 민첩성이 중요해요.", "강화는 주전 위주로 먼저 하세요.",
    "{formation}에서는 수비형 미드필더의 체력이 핵심입니다.", "스킬 부스트는 선수의 강점을 더 살리는 쪽으로 고르세요.",
    "포메이션 파인더에 주력 스탯을 입력하면 추천 순위가 나옵니다.", "리뷰 평점이 높은 카드 위주로 비교해 보세요.",
  ],
};

export interface PostValues {
  card: string;
  team: string;
  pos: string;
  formation: string;
}

export function postTitle(rng: Rng, type: Exclude<SeedPostType, "NOTICE">, values: PostValues): string {
  return fill(rng.pick(TITLES[type]), { ...values });
}

export function postContent(rng: Rng, type: Exclude<SeedPostType, "NOTICE">, values: PostValues): string {
  const lines = rng.shuffle([...LINES[type]]).slice(0, rng.int(2, 4)).map((l) => `<p>${fill(l, { ...values })}</p>`);
  if (type === "TIP" && rng.chance(0.6)) {
    const items = rng.shuffle([...LINES.TIP]).slice(0, 3).map((l) => `<li>${fill(l, { ...values })}</li>`);
    lines.push(`<p><strong>요약</strong></p><ul>${items.join("")}</ul>`);
  }
  return lines.join("");
}

/** Admin notices: [days before the end, title, body]. The newest ones are recent (the home page shows three). */
export const NOTICES: readonly (readonly [number, string, string])[] = [
  [503, "[공지] 사이트 오픈 안내", "<p>FC 모바일 카드 DB가 문을 열었습니다! 선수 카드 정보와 실사용 리뷰를 한곳에서 확인하세요.</p><p>지금 보이는 카드와 리뷰는 데모 데이터입니다.</p>"],
  [470, "[공지] 커뮤니티 이용 규칙", "<p>욕설, 비방, 도배, 광고 글은 예고 없이 삭제됩니다.</p><ul><li>서로 존중하는 댓글 문화를 만들어 주세요.</li><li>개인 정보는 절대 올리지 마세요.</li></ul>"],
  [400, "[공지] 레벨 시스템 안내", "<p>리뷰 작성 +3점, 포메이션 리뷰 +3점, 질문·팁 글 +3점, 자유 글 +1점, 댓글 +1점, 받은 좋아요 +1점이 적립됩니다.</p><p>브론즈 3부터 피파챔피언 1까지 레벨이 올라갑니다.</p>"],
  [300, "[공지] 포메이션 파인더 기능 추가", "<p>보유 선수의 주력 스탯을 입력하면 어울리는 포메이션을 추천해 드립니다.</p>"],
  [200, "[공지] 스킬 부스트 비교 기능 업데이트", "<p>스킬 부스트를 최대 4개까지 골라 공통 능력치를 비교할 수 있습니다.</p>"],
  [14, "[공지] 신규 시즌 카드 데이터 반영 안내", "<p>이번 시즌 신규 카드가 DB에 반영되었습니다. 신규카드정보 메뉴에서 확인하세요.</p>"],
  [7, "[공지] 서버 점검 안내 (새벽 2시~4시)", "<p>안정적인 서비스를 위해 새벽 2시부터 4시까지 점검을 진행합니다. 점검 중에는 글쓰기가 제한됩니다.</p>"],
  [1, "[공지] 데모 데이터 안내", "<p>지금 보이는 선수 카드, 리뷰, 게시글은 사이트 둘러보기용 <strong>가상의 데모 데이터</strong>입니다.</p><p>실제 선수·구단·리그와는 관계가 없으며, 관리자가 실제 카드 데이터를 등록하면 교체됩니다.</p>"],
  [2, "[공지] 리뷰 작성 이벤트 당첨자 발표", "<p>리뷰 작성 이벤트에 참여해 주신 모든 분께 감사드립니다. 당첨자에게는 레전더리 아이콘이 지급되었습니다.</p>"],
];

export const TAGS = [
  "전술", "포메이션", "신규카드", "이벤트", "강화", "초보", "스쿼드", "공격수", "미드필더", "수비수", "골키퍼", "스킬부스트",
  "아이콘", "TOTY", "UCL", "랭크전", "친선전", "무과금", "꿀팁", "잡담", "질문", "후기", "공지",
] as const;

export const TAGS_BY_TYPE: Record<SeedPostType, readonly string[]> = {
  FREE: ["잡담", "후기", "스쿼드", "이벤트", "신규카드", "아이콘", "TOTY", "UCL", "랭크전", "친선전"],
  QUESTION: ["질문", "초보", "강화", "포메이션", "공격수", "미드필더", "수비수", "골키퍼", "스킬부스트"],
  TIP: ["꿀팁", "전술", "포메이션", "강화", "무과금", "초보", "스킬부스트"],
  NOTICE: ["공지", "이벤트"],
};
