import { BEST_TAB } from "./bestPosts";

/** Board post types; notice and announcement are both shown as 공지. */
export const POST_TYPES = [
  { key: "free", label: "자유" },
  { key: "question", label: "질문" },
  { key: "tip", label: "팁" },
  { key: "notice", label: "공지" },
  { key: "announcement", label: "공지" },
] as const;
export type PostType = (typeof POST_TYPES)[number]["key"];

export function isPostType(value: unknown): value is PostType {
  return typeof value === "string" && POST_TYPES.some((t) => t.key === value);
}

/**
 * Korean label of every post type the data may hold (the spec's five, plus the legacy ones its
 * lists mention): the board badge, my activity and anywhere else read this one map.
 */
const POST_TYPE_LABELS: Record<string, string> = {
  free: "자유", question: "질문", tip: "팁", notice: "공지", announcement: "공지",
  formation: "포메이션", share: "공유", analysis: "분석", review: "리뷰", discussion: "토론",
};

/** The Korean label of a post type in any case (`QUESTION` → 질문); an unknown type is 기타, never raw English. */
export function postTypeLabel(type: string): string {
  return POST_TYPE_LABELS[type.toLowerCase()] ?? "기타";
}

/** Categories a writer may choose: notice is for admins; announcements come from the admin panel only. */
export function writablePostTypes(isAdmin: boolean): readonly PostType[] {
  return isAdmin ? ["free", "question", "tip", "notice"] : ["free", "question", "tip"];
}

/** Board tabs in the spec's order: all, free, tip, question, notice; 인기 (domain/bestPosts.ts) after all. */
export const BOARD_TABS = [
  { key: "all", label: "전체" },
  BEST_TAB,
  { key: "free", label: "자유" },
  { key: "tip", label: "팁" },
  { key: "question", label: "질문" },
  { key: "notice", label: "공지" },
] as const;

/** Spec: 10 posts per board page; 2 tags in the list, 5 on the post page. */
export const BOARD_PAGE_SIZE = 10;
export const LIST_TAGS = 2;
export const DETAIL_TAGS = 5;

/** "전체 N개 중 X-Y" for a page of a list of `total`; a page past the end names only the total. */
export function rangeLabel(total: number, page: number, pageSize: number): string {
  const from = (page - 1) * pageSize + 1;
  if (total === 0 || from > total) return `전체 ${total}개`;
  return `전체 ${total}개 중 ${from}-${Math.min(total, page * pageSize)}`;
}
