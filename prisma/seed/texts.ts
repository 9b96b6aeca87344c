/** Korean text templates for reviews, replies, posts, comments and formation reviews. */
import type { Rng } from "./random";

const OPEN_HIGH = [
  "진짜 사기 카드입니다.", "가격 대비 성능 최고예요.", "써 본 카드 중에 손꼽히게 좋네요.", "강화할 가치 충분합니다.",
  "이 카드 덕분에 랭크전 승률이 올랐어요.", "스탯 이상으로 체감이 좋습니다.", "팀의 핵심이에요. 빼기 싫습니다.",
  "고민하지 말고 영입하세요.", "왜 다들 좋다고 하는지 알겠네요.",
];
const OPEN_MID = [
  "무난하게 쓸 만합니다.", "기대한 만큼은 해 줘요.", "가격 생각하면 괜찮은 편이에요.", "장단점이 확실한 카드예요.",
  "주전보다는 로테이션용으로 좋아요.", "강화 좀 하면 훨씬 나아질 것 같아요.", "나쁘지 않은데 압도적이진 않네요.",
];
const OPEN_LOW = [
  "생각보다 별로였어요.", "스탯만 보고 샀다가 후회 중입니다.", "체감이 스탯보다 많이 낮아요.",
  "굳이 추천하지는 않습니다.", "이 가격이면 다른 카드 찾는 게 나아요.",
];
const STRONG = [
  ["속도가 빨라서 뒷공간 침투가 잘 됩니다.", "역습 때 치고 나가는 속도가 일품이에요."],
  ["슈팅 마무리가 깔끔해요.", "중거리 슛이 잘 들어갑니다.", "박스 안에서 결정력이 미쳤어요."],
  ["패스 길이 잘 보이고 정확합니다.", "스루패스가 기가 막히게 들어가요."],
  ["드리블할 때 몸놀림이 가벼워요.", "방향 전환이 빨라서 수비를 쉽게 벗겨요."],
  ["수비 위치 선정이 좋아서 뚫리는 일이 적어요.", "태클 타이밍이 좋아서 공을 잘 뺏어요."],
  ["몸싸움에서 밀리지 않습니다.", "공중볼 경합에서 거의 다 이겨요."],
];
const WEAK = [
  ["다만 속도가 느려서 역습 때 아쉬워요.", "발이 느린 건 감안해야 합니다."],
  ["슈팅은 기대하지 마세요.", "마무리가 아쉬울 때가 많아요."],
  ["패스 미스가 종종 나와요.", "롱패스 정확도는 떨어집니다."],
  ["턴이 느려서 압박에 약해요.", "드리블은 조금 투박합니다."],
  ["수비 가담은 거의 없어요.", "수비할 때 자리를 자주 비워요."],
  ["몸싸움에서 자주 밀려요.", "체력이 빨리 떨어지는 편이에요."],
];
const KEEPER = [
  "반응 속도가 빨라서 1:1 선방이 좋아요.", "공중볼 처리가 안정적입니다.", "킥이 멀리 정확하게 나가요.",
  "위치 선정이 좋아 중거리 슛에 강합니다.", "가끔 어이없는 실점이 나와요.",
];

const LABELS = ["속력", "슛", "패스", "민첩성", "수비", "피지컬"];

/** A short review text from the six ratings (1-10) and how the card was used. */
export function reviewText(rng: Rng, ratings: ArrayLike<number>, isKeeper: boolean, formation: string, playedAt: string, positionBreak: boolean): string {
  let sum = 0;
  let best = 0;
  let worst = 0;
  for (let i = 0; i < 6; i++) {
    sum += ratings[i];
    if (ratings[i] > ratings[best]) best = i;
    if (ratings[i] < ratings[worst]) worst = i;
  }
  const mean = sum / 6;
  const parts = [rng.pick(mean >= 8 ? OPEN_HIGH : mean >= 6 ? OPEN_MID : OPEN_LOW)];
  if (isKeeper) parts.push(rng.pick(KEEPER));
  else {
    if (rng.chance(0.8)) parts.push(rng.pick(STRONG[best]));
    if (ratings[worst] <= 5 && rng.chance(0.6)) parts.push(rng.pick(WEAK[worst]));
  }
  if (positionBreak) parts.push(`${josa(playedAt, "으로/로")} 돌려 써도 괜찮습니다.`);
  else if (rng.chance(0.35)) parts.push(`${formation}에서 ${josa(playedAt, "으로/로")} 쓰고 있어요.`);
  if (rng.chance(0.1)) parts.push(`${josa(LABELS[best], "은/는")} 확실히 ${ratings[best]}점 줄 만해요.`);
  return parts.join(" ");
}

export const REPLY_TEXTS = [
  "동의합니다! 저도 똑같이 느꼈어요.", "저도 이 카드 쓰는데 속도가 진짜 좋아요.", "강화 몇 단계에서 쓰세요?",
  "포메이션 정보 감사합니다.", "저는 생각보다 별로던데 취향 차이인가 봐요.", "리뷰 보고 영입했는데 만족합니다.",
  "스킬 부스트는 뭐 붙이셨어요?", "이 가격이면 가성비 최고죠.", "저도 {pos|으로/로} 쓰는데 괜찮더라고요.",
  "좋은 리뷰 감사합니다 👍", "수비 스탯은 좀 아쉽지 않나요?", "체감 스탯 공감합니다.", "역시 고수의 리뷰네요.",
  "이번 시즌 카드랑 비교하면 어떤가요?", "랭크전에서도 통하나요?", "저는 교체 자원으로 쓰고 있어요.",
  "약발 체감은 어떤가요?", "덕분에 고민 해결했습니다!", "ㅋㅋㅋ 공감 100%", "참고하겠습니다.",
];
export const THREAD_REPLY_TEXTS = [
  "맞아요 저도 그 부분이 제일 좋았어요.", "저는 5강까지 했어요.", "아 그렇군요, 감사합니다!", "그건 케이스 바이 케이스인 듯요.",
  "저도 궁금했는데 답변 감사해요.", "ㅎㅎ 다음 시즌 카드 나오면 또 비교해 봐요.",
];

export const COMMENT_TEXTS = [
  "좋은 정보 감사합니다!", "저도 같은 고민 중이었어요.", "추천 누르고 갑니다.", "와 대박이네요 ㅋㅋ",
  "이거 꿀팁이네요.", "저는 {formation} 쓰는데 잘 맞더라고요.", "축하드려요! 부럽네요.", "정리 깔끔하네요.",
  "저는 반대 의견이에요. 수비가 너무 약해져요.", "다음 업데이트 기대됩니다.", "질문 있는데 혹시 쪽지 가능할까요?",
  "저도 오늘 비슷한 카드 뽑았어요.", "공감합니다 ㅎㅎ", "이 글 보고 스쿼드 바꿨어요.", "상세한 설명 감사해요.",
  "{card} 정말 좋죠.", "무과금도 가능한가요?", "ㅋㅋㅋㅋ 웃고 갑니다", "저장해 두고 참고할게요.", "출석 체크합니다!",
];
export const COMMENT_REPLY_TEXTS = [
  "감사합니다 ㅎㅎ", "네 맞아요!", "저도 그렇게 생각해요.", "댓글 감사합니다.", "한번 시도해 보세요!", "다음에 또 공유할게요.",
];

export const FORMATION_REVIEW_TEXTS = [
  "{formation} 쓰면 중원 싸움에서 밀리지 않아요. 공수 밸런스가 좋습니다.",
  "{formation|은/는} 역습 위주로 하시는 분들께 추천합니다. 측면 속도가 중요해요.",
  "랭크전에서 {formation|으로/로} 10연승 했습니다. 풀백 오버래핑만 조심하세요.",
  "{formation|은/는} 수비형 미드필더가 핵심이에요. 체력 좋은 선수 추천합니다.",
  "처음엔 어려웠는데 익숙해지니 {formation}만한 게 없네요.",
  "{formation|은/는} 점유율 축구에 최적화되어 있어요. 짧은 패스 위주로 풀어 가세요.",
  "공격은 좋은데 {formation|은/는} 뒷공간이 자주 열려요. 센터백 속도가 빨라야 합니다.",
  "{formation} + 전방 압박 조합 강추합니다.",
  "솔직히 {formation|은/는} 메타에서 조금 밀린 느낌이에요.",
  "스트라이커 결정력이 좋으면 {formation|이/가} 제일 편해요.",
  "{formation}에서 윙어는 크로스보다 컷인이 훨씬 잘 먹힙니다.",
  "초보분들은 {formation}부터 시작하는 걸 추천해요. 위치 잡기가 쉬워요.",
];
export const FORMATION_COMMENT_TEXTS = [
  "전술 설정은 어떻게 하세요?", "저도 이 포메이션 애용합니다!", "수비 라인 높이는 어느 정도로 두세요?",
  "좋은 정보 감사합니다.", "저는 반대로 수비가 불안하던데요.", "덕분에 승률 올랐어요 ㅎㅎ", "미드필더 추천 좀 해 주세요.",
];

/** 0: no final consonant, 1: final consonant, 2: final ㄹ (takes 로, not 으로). */
function finalSound(word: string): 0 | 1 | 2 {
  const ch = word.trim().slice(-1);
  const code = ch.charCodeAt(0);
  if (code >= 0xac00 && code <= 0xd7a3) {
    const jong = (code - 0xac00) % 28;
    return jong === 0 ? 0 : jong === 8 ? 2 : 1;
  }
  if (/[0-9]/.test(ch)) return ([1, 2, 0, 1, 0, 0, 1, 2, 2, 0] as const)[Number(ch)];
  return /m$/i.test(ch) ? 1 : 0; // CAM, CDM, LM, RM are read ending in ㅁ
}

/** Appends the particle that fits the word: 은/는, 이/가, 을/를, 과/와, 으로/로. */
function josa(word: string, pair: string): string {
  const [withFinal, without] = pair.split("/");
  const sound = finalSound(word);
  if (withFinal === "으로") return word + (sound === 1 ? "으로" : "로");
  return word + (sound === 0 ? without : withFinal);
}

/** Fills `{key}` and `{key|은/는}` (value plus the fitting particle). */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)(?:\|([^}]+))?\}/g, (_, key: string, pair?: string) => {
    const value = values[key] ?? "";
    return pair ? josa(value, pair) : value;
  });
}
