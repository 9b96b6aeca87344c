/** Main navigation, in the header (desktop) and the side menu (mobile). */
export const mainNavLinks = [
  { to: "/new-cards", label: "신규카드정보" },
  { to: "/popular-cards", label: "인기카드" },
  { to: "/community", label: "커뮤니티" },
  { to: "/formation-rankings", label: "포메이션 랭킹" },
  { to: "/formations", label: "포메이션" },
  { to: "/formation-finder", label: "포메이션 찾기" },
  { to: "/stat-leaders", label: "스탯 리더" },
  { to: "/squads", label: "스쿼드" },
] as const;

/** The side menu's element id, for the header button's aria-controls. */
export const MOBILE_MENU_ID = "mobile-menu";

/** Full player search; the mobile menu opens it with a starter query (spec: search=ㅇ). */
export const playerSearchPath = "/cards";
/** Router state that asks the player search page to put the cursor in its search box. */
export const focusSearchState = { focusSearch: true } as const;
export const mobilePlayerSearchPath = "/cards?search=ㅇ";

/** What the menus need to know about the signed-in user. */
export type MenuViewer = {
  displayName: string;
  isAdmin: boolean;
  avatarUrl: string | null | undefined;
};

/** Account links of the user menu; the admin panel only for admins. */
export function accountLinks(viewer: MenuViewer) {
  return [
    { to: "/profile", label: "프로필" },
    { to: "/my-reviews", label: "내 리뷰" },
    { to: "/watchlist", label: "관심 선수" },
    ...(viewer.isAdmin ? [{ to: "/admin", label: "관리자 패널" }] : []),
  ];
}
