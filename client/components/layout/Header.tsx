import styled from "@emotion/styled";
import { Suspense, useState } from "react";
import { graphql, useFragment } from "react-relay";
import { Link, NavLink, useLocation } from "react-router-dom";
import type { Header_viewer$key } from "../../__generated__/Header_viewer.graphql";
import { useLogout } from "../../auth/useLogout";
import { ButtonLink } from "../ui/Button";
import { IconButton } from "../ui/IconButton";
import { BallIcon, MenuIcon, SearchIcon } from "../ui/icons";
import { focusSearchState, mainNavLinks, MOBILE_MENU_ID, playerSearchPath } from "./navLinks";
import type { MenuViewer } from "./navLinks";
import { UserMenu } from "./UserMenu";
import { useLoginPath } from "../account/useLoginRedirect";
import { lazyPart } from "../../lib/lazyPart";

// Signed-in visitors only: its queries, subscription and list download after the first paint.
const NotificationBell = lazyPart("NotificationBell", async () => (await import("../notifications/NotificationBell")).NotificationBell);

// Loaded on the first tap of the menu button, then kept mounted so it can restore focus on close.
const MobileMenu = lazyPart("MobileMenu", async () => (await import("./MobileMenu")).MobileMenu);

type HeaderProps = { viewerRef: Header_viewer$key | null };

/** Site header: logo, main navigation, player search, login or bell and user menu. */
export function Header({ viewerRef }: HeaderProps) {
  const loginPath = useLoginPath();
  const viewer = useFragment(
    graphql`
      fragment Header_viewer on User {
        displayName
        isAdmin
        avatarUrl
        ...NotificationBell_viewer
      }
    `,
    viewerRef,
  );
  const logout = useLogout();
  const menuViewer: MenuViewer | null = viewer ? { displayName: viewer.displayName, isAdmin: viewer.isAdmin, avatarUrl: viewer.avatarUrl } : null;
  // The mobile menu belongs to the page it was opened on: navigating anywhere closes it.
  const location = useLocation();
  const here = location.pathname + location.search;
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === here;
  const [menuLoaded, setMenuLoaded] = useState(false);

  return (
    <Bar>
      <Inner>
        <HomeLogo />
        <DesktopNav aria-label="주요 메뉴">
          {mainNavLinks.map((link) => (
            <NavItem key={link.to} to={link.to}>
              {link.label}
            </NavItem>
          ))}
        </DesktopNav>
        <Actions>
          <SearchButton to={playerSearchPath} state={focusSearchState} variant="secondary" size="sm" aria-label="선수 검색">
            <SearchIcon size={16} />
            <SearchText>선수 검색</SearchText>
          </SearchButton>
          {viewer && menuViewer ? (
            <>
              <Suspense fallback={<BellSlot />}>
                <NotificationBell viewerRef={viewer} />
              </Suspense>
              <DesktopOnly>
                <UserMenu viewer={menuViewer} onLogout={logout} />
              </DesktopOnly>
            </>
          ) : (
            <DesktopOnly>
              <ButtonLink to={loginPath} size="sm">
                로그인
              </ButtonLink>
            </DesktopOnly>
          )}
          <MobileOnly>
            <IconButton
              label="메뉴 열기"
              aria-expanded={menuOpen}
              aria-controls={MOBILE_MENU_ID}
              aria-haspopup="dialog"
              onClick={() => {
                setMenuLoaded(true);
                setMenuOpenOn(here);
              }}
            >
              <MenuIcon />
            </IconButton>
          </MobileOnly>
        </Actions>
      </Inner>
      {menuLoaded ? (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onClose={() => setMenuOpenOn(null)} viewer={menuViewer} onLogout={logout} />
        </Suspense>
      ) : null}
    </Bar>
  );
}

function HomeLogo() {
  return (
    <Logo to="/" aria-label="FC 모바일 카드 DB 홈">
      <BallIcon size={24} />
      <span>FC 모바일 카드 DB</span>
    </Logo>
  );
}

/**
 * The header before the session is known: the logo alone, in the same place. index.html paints the
 * same bar before any JavaScript (vite.config.ts staticShell), so the first paint never moves.
 */
export function HeaderShell() {
  return (
    <Bar>
      <Inner>
        <HomeLogo />
      </Inner>
    </Bar>
  );
}

const Bar = styled.header(({ theme }) => ({
  position: "sticky",
  top: 0,
  zIndex: theme.zIndices.header,
  background: theme.colors.headerBar,
  backdropFilter: "blur(8px)",
  borderBottom: `1px solid ${theme.colors.border}`,
}));

const Inner = styled.div(({ theme }) => ({
  display: "flex",
  alignItems: "center",
  gap: theme.space(4),
  maxWidth: theme.layout.maxWidth,
  height: theme.layout.headerHeight,
  margin: "0 auto",
  padding: theme.space(0, 3, 0, 4),
  [theme.mq.md]: { padding: theme.space(0, 6) },
}));

const Logo = styled(Link)(({ theme }) => ({
  display: "inline-flex",
  alignItems: "center",
  gap: theme.space(2),
  flexShrink: 0,
  color: theme.colors.primary,
  fontSize: theme.fontSizes.lg,
  fontWeight: theme.fontWeights.heavy,
  letterSpacing: "-0.02em",
  // Between md and lg the full navigation needs the room; the link keeps its aria-label.
  "& span": { color: theme.colors.text, [theme.mq.md]: { display: "none" }, [theme.mq.lg]: { display: "inline" } },
}));

const DesktopNav = styled.nav(({ theme }) => ({
  display: "none",
  gap: theme.space(1),
  minWidth: 0,
  [theme.mq.md]: { display: "flex" },
}));

const NavItem = styled(NavLink)(({ theme }) => ({
  padding: theme.space(2, 2.5),
  borderRadius: theme.radii.sm,
  fontSize: theme.fontSizes.sm,
  fontWeight: theme.fontWeights.medium,
  color: theme.colors.textMuted,
  whiteSpace: "nowrap",
  "&:hover": { color: theme.colors.text, background: theme.colors.surfaceRaised },
  "&[aria-current='page']": { color: theme.colors.primary },
}));

const Actions = styled.div(({ theme }) => ({
  display: "flex",
  alignItems: "center",
  gap: theme.space(2),
  marginLeft: "auto",
}));

const SearchButton = styled(ButtonLink)({ paddingInline: "10px" });

const SearchText = styled.span(({ theme }) => ({
  display: "none",
  [theme.mq.sm]: { display: "inline" },
  [theme.mq.md]: { display: "none" },
  [theme.mq.lg]: { display: "inline" },
}));

// The bell's size, so the actions beside it do not move when it arrives.
const BellSlot = styled.span({ width: "40px", height: "40px", flexShrink: 0 });

const DesktopOnly = styled.div(({ theme }) => ({ display: "none", [theme.mq.md]: { display: "block" } }));

const MobileOnly = styled.div(({ theme }) => ({ [theme.mq.md]: { display: "none" } }));
