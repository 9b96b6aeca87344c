/** The dashboard tabs (spec 001 §2). */
export const ADMIN_TABS = [
  { key: "cards", label: "카드 관리" },
  { key: "new-cards", label: "신규 카드" },
  { key: "banners", label: "배너 관리" },
  { key: "users", label: "회원 관리" },
  { key: "posts", label: "게시글 관리" },
  { key: "announcements", label: "공지사항" },
  { key: "reports", label: "신고" },
  { key: "stats", label: "통계" },
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number]["key"];
