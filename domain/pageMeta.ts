import { formatRating } from "./rating";
import { BASE_OVR_RULE, levelLabel, type LevelId } from "./cardLevelIds";

/**
 * Page titles and descriptions: one format for the HTML the server sends (server/pages) and for
 * the title the client sets while navigating, so a crawler and a reader see the same words.
 */
export const SITE_NAME = "FC 모바일 카드 DB";

export const SITE_DESCRIPTION =
  "EA SPORTS FC 모바일 선수 카드 정보, 유저 실사용 리뷰, 포지션별 랭킹과 포메이션 도구를 제공하는 팬 커뮤니티";

/** "손흥민 ST 112 — FC 모바일 카드 DB"; the home page is the site name alone. */
export function pageTitle(subject?: string | null): string {
  return subject ? `${subject} — ${SITE_NAME}` : SITE_NAME;
}

interface CardSummary {
  name: string;
  position: string;
  ovr: number;
  avgRating: number;
  reviewCount: number;
  team?: string | null;
}

/** The card's headline as the game shows it: name, position, OVR. */
export const cardHeadline = (card: Pick<CardSummary, "name" | "position" | "ovr">) => `${card.name} ${card.position} ${card.ovr}`;

/** The review line of a card: "평균 평점 8.7 / 10 (리뷰 12개)", or that there is none yet. */
export function cardReviewLine(card: Pick<CardSummary, "avgRating" | "reviewCount">): string {
  return card.reviewCount > 0 ? `평균 평점 ${formatRating(card.avgRating)} / 10 (리뷰 ${card.reviewCount}개)` : "아직 리뷰 없음";
}

export function cardDescription(card: CardSummary): string {
  const team = card.team ? `${card.team} ` : "";
  return `${team}${card.name} 카드 (${card.position}, OVR ${card.ovr}) 능력치와 유저 리뷰. ${cardReviewLine(card)}.`;
}

/** Text cut to `max` characters (whole code points) with "…", whitespace collapsed. */
export function excerpt(text: string, max = 150): string {
  const chars = [...text.replace(/\s+/g, " ").trim()];
  return chars.length > max ? `${chars.slice(0, max - 1).join("").trimEnd()}…` : chars.join("");
}

/** The TOP 100 page of one formation and position. */
export const formationTopSubject = (formation: string, position: string) => `${formation} ${position} TOP 100`;

export function formationTopDescription(formation: string, position: string): string {
  return `FC 모바일 ${formation} 포메이션에서 ${position}(으)로 뛴 유저 리뷰로 뽑은 선수 TOP 100: 보정 평점, 리뷰 수와 OVR.`;
}

/** The position rankings: the rating TOP 100, or at a level the OVR TOP 100 there (/rankings/ST?level=rank-3). */
export const rankingsSubject = (position: string, level?: LevelId) => (level ? `${position} ${levelLabel(level)} OVR TOP 100` : `${position} TOP 100`);

export function rankingsLevelDescription(position: string, level: LevelId): string {
  return `FC 모바일 ${position} 선수 카드의 ${levelLabel(level)} 기준 OVR 순위 TOP 100입니다. ${BASE_OVR_RULE}`;
}

/** Title and description of a page whose words do not depend on data. */
export interface FixedPage {
  subject: string | null;
  description: string;
  /** Pages for members only or forms: kept out of search results. */
  noindex?: boolean;
}

const NOINDEX = (subject: string): FixedPage => ({ subject, description: SITE_DESCRIPTION, noindex: true });

/**
 * Fixed Korean titles and descriptions of the site's pages, by route pattern (domain/siteRoutes.ts).
 * Subjects are the words the client's pages put in the tab title (useDocumentTitle), so the title
 * does not change when the app takes over.
 */
export const FIXED_PAGES: Readonly<Record<string, FixedPage>> = {
  "/": { subject: null, description: SITE_DESCRIPTION },
  "/cards": { subject: "선수 검색", description: "FC 모바일 선수 카드를 이름, 포지션, OVR, 키, 주발, 스킬부스트로 찾아보세요. 카드마다 능력치와 유저 리뷰가 있습니다." },
  "/new-cards": { subject: "신규카드정보", description: "FC 모바일에 새로 나온 선수 카드를 포지션별로 모았습니다. 능력치와 첫 유저 리뷰를 확인하세요." },
  "/popular-cards": { subject: "인기 카드", description: "유저 리뷰 평점, 리뷰 수, 추천 수로 본 FC 모바일 인기 선수 카드 순위입니다." },
  "/rankings/:position?": { subject: "포지션별 랭킹", description: "FC 모바일 포지션별 선수 TOP 100: 유저 리뷰의 보정 평점으로 매긴 순위입니다." },
  "/community": { subject: "커뮤니티", description: "FC 모바일 유저 게시판: 자유글, 팁, 질문과 공지를 나누세요." },
  "/formation-rankings": { subject: "포메이션 랭킹", description: "FC 모바일 포메이션별 인기와 평점 순위, 포메이션마다 가장 좋은 평가를 받은 선수들입니다." },
  "/formation-detail": { subject: "포메이션 상세", description: "FC 모바일 포메이션의 포지션별 추천 선수와 유저 포메이션 리뷰입니다." },
  "/formations": { subject: "포메이션 순위", description: "FC 모바일 포메이션 29종의 배치, 설명과 포지션별 TOP 100 선수입니다." },
  "/formation-finder": { subject: "포메이션 파인더", description: "내 선수단에 맞는 FC 모바일 포메이션을 찾아 주는 도구입니다." },
  "/stat-leaders": { subject: "스탯 리더", description: "스킬부스트와 능력치를 골라 FC 모바일 카드의 세부 능력치 순위를 봅니다." },
  "/skill-boost-comparison": { subject: "스킬부스트 비교", description: "FC 모바일 스킬부스트가 올려 주는 능력치를 나란히 비교합니다." },
  "/compare": { subject: "카드 비교", description: "FC 모바일 선수 카드 최대 세 장의 능력치를 나란히 비교합니다." },
  "/squad-builder": { subject: "스쿼드 메이커", description: "FC 모바일 포메이션 29종에 선수 카드를 배치해 스쿼드를 만들고, 평균 OVR과 같은 팀·리그·국가 수를 확인한 뒤 링크로 공유하세요." },
  "/squads": { subject: "스쿼드", description: "FC 모바일 유저들이 만든 스쿼드를 최신순, 좋아요순, 포메이션별로 구경하세요." },
  "/login": NOINDEX("로그인"),
  "/register": NOINDEX("회원가입"),
  "/forgot-password": NOINDEX("비밀번호 찾기"),
  "/change-password": NOINDEX("비밀번호 변경"),
  "/profile": NOINDEX("프로필"),
  "/my-reviews": NOINDEX("내 활동"),
  "/watchlist": NOINDEX("관심 선수"),
  "/users/:id": NOINDEX("회원 프로필"),
  "/community/write": NOINDEX("글쓰기"),
  "/community/posts/:id/edit": NOINDEX("글 수정"),
  "/admin": NOINDEX("관리자"),
  "/admin/migration": NOINDEX("이미지 마이그레이션"),
  "/object-storage-demo": NOINDEX("오브젝트 스토리지 데모"),
};

export const NOT_FOUND_PAGE: FixedPage = { subject: "페이지를 찾을 수 없습니다", description: "요청하신 페이지를 찾을 수 없습니다.", noindex: true };
