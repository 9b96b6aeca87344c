import type { Theme } from "@emotion/react";
import styled from "@emotion/styled";
import { NavLink } from "react-router-dom";
import { Avatar } from "../ui/Avatar";
import { Button, ButtonLink } from "../ui/Button";
import { Drawer } from "../ui/Drawer";
import { SearchIcon } from "../ui/icons";
import { accountLinks, mainNavLinks, MOBILE_MENU_ID, mobilePlayerSearchPath, type MenuViewer } from "./navLinks";
import { useLoginPath } from "../account/useLoginRedirect";

type MobileMenuProps = {
  open: boolean;
  onClose: () => void;
  viewer: MenuViewer | null;
  onLogout: () => void;
};

/** Slide-in side menu for narrow screens; every link closes it. */
export function MobileMenu({ open, onClose, viewer, onLogout }: MobileMenuProps) {
  const loginPath = useLoginPath();
  return (
    <Drawer open={open} onClose={onClose} id={MOBILE_MENU_ID} label="전체 메뉴" heading={<Heading>메뉴</Heading>}>
      <Section>
        <ButtonLink to={mobilePlayerSearchPath} onClick={onClose}>
          <SearchIcon size={18} />
          선수 검색
        </ButtonLink>
      </Section>
      <nav aria-label="모바일 주요 메뉴">
        <List>
          {mainNavLinks.map((link) => (
            <li key={link.to}>
              <MenuLink to={link.to} onClick={onClose}>
                {link.label}
              </MenuLink>
            </li>
          ))}
        </List>
      </nav>
      <Account>
        {viewer ? (
          <>
            <Who>
              <Avatar name={viewer.displayName} src={viewer.avatarUrl} />
              <span>{viewer.displayName}</span>
            </Who>
            <List>
              {accountLinks(viewer).map((link) => (
                <li key={link.to}>
                  <AccountLink to={link.to} onClick={onClose}>
                    {link.label}
                  </AccountLink>
                </li>
              ))}
            </List>
            <Button
              variant="secondary"
              onClick={() => {
                onClose();
                onLogout();
              }}
            >
              로그아웃
            </Button>
          </>
        ) : (
          <ButtonLink to={loginPath} variant="secondary" onClick={onClose}>
            로그인
          </ButtonLink>
        )}
      </Account>
    </Drawer>
  );
}

const Heading = styled.span(({ theme }) => ({ fontWeight: theme.fontWeights.bold }));

const Section = styled.div(({ theme }) => ({ display: "grid", padding: theme.space(4) }));

const List = styled.ul({ listStyle: "none", margin: 0, padding: 0 });

const linkStyles = ({ theme }: { theme: Theme }) => ({
  display: "block",
  padding: theme.space(3, 5),
  fontSize: theme.fontSizes.md,
  fontWeight: theme.fontWeights.medium,
  "&:hover": { background: theme.colors.surfaceRaised },
  "&[aria-current='page']": { color: theme.colors.primary, boxShadow: `inset 3px 0 0 ${theme.colors.primary}` },
});

const MenuLink = styled(NavLink)(linkStyles);

const AccountLink = styled(MenuLink)(({ theme }) => ({ padding: theme.space(2.5, 1) }));

const Account = styled.div(({ theme }) => ({
  display: "grid",
  gap: theme.space(2),
  marginTop: "auto",
  padding: theme.space(4),
  borderTop: `1px solid ${theme.colors.border}`,
}));

const Who = styled.div(({ theme }) => ({
  display: "flex",
  alignItems: "center",
  gap: theme.space(2),
  fontWeight: theme.fontWeights.bold,
}));
