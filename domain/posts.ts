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

/** Badge label: free 자유, question 질문, tip 팁, anything else 공지. */
export function postTypeLabel(type: string): string {
  if (type === "free") return "자유";
  if (type === "question") return "질문";
  if (type === "tip") return "팁";
  return "공지";
}

/** My-activity list labels differ from the board's: unknown types show raw. */
export function activityPostTypeLabel(type: string): string {
  if (type === "free") return "자유";
  if (type === "tip") return "TIP";
  if (type === "formation") return "포메이션";
  return type;
}

/** Categories a writer may choose: notice is for admins; announcements come from the admin panel only. */
export function writablePostTypes(isAdmin: boolean): readonly PostType[] {
  return isAdmin ? ["free", "question", "tip", "notice"] : ["free", "question", "tip"];
}

/** Board tabs in the spec's order: all, free, tip, question, notice. */
export const BOARD_TABS = [
  { key: "all", label: "전체" },
  { key: "free", label: "자유" },
  { key: "tip", label: "팁" },
  { key: "question", label: "질문" },
  { key: "notice", label: "공지" },
] as const;

/** Spec: 10 posts per board page; 2 tags in the list, 5 on the post page. */
export const BOARD_PAGE_SIZE = 10;
export const LIST_TAGS = 2;
export const DETAIL_TAGS = 5;

/** "전체 N개 중 X-Y" for a page of a list of `total`. */
export function rangeLabel(total: number, page: number, pageSize: number): string {
  if (total === 0) return "전체 0개";
  const from = (page - 1) * pageSize + 1;
  return `전체 ${total}개 중 ${from}-${Math.min(total, page * pageSize)}`;
}
