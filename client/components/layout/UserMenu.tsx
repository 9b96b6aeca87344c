import type { Theme } from "@emotion/react";
import styled from "@emotion/styled";
import { useId, useRef, useState } from "react";
import { Link } from "react-router-dom";
import { Avatar } from "../ui/Avatar";
import { ChevronDownIcon } from "../ui/icons";
import { Popover } from "../ui/Popover";
import { VisuallyHidden } from "../ui/VisuallyHidden";
import { useDismiss } from "../ui/useDismiss";
import { accountLinks, type MenuViewer } from "./navLinks";
import { controlSurface } from "../ui/surfaces";

type UserMenuProps = { viewer: MenuViewer; onLogout: () => void };

/** Header account menu (disclosure): profile, my reviews, admin panel for admins, logout. */
export function UserMenu({ viewer, onLogout }: UserMenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  useDismiss(open, rootRef, () => setOpen(false), panelRef);

  return (
    <Root ref={rootRef}>
      <Trigger
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <Avatar name={viewer.displayName} src={viewer.avatarUrl} />
        <Name>{viewer.displayName}</Name>
        {/* Named by its visible text (WCAG label-in-name), then what it opens. */}
        <VisuallyHidden> 계정 메뉴</VisuallyHidden>
        <ChevronDownIcon size={16} />
      </Trigger>
      {open ? (
        <Popover id={menuId} ref={panelRef} tabIndex={-1}>
          <List>
            {accountLinks(viewer).map((link, index) => (
              <li key={link.to}>
                <ItemLink to={link.to} onClick={() => setOpen(false)} data-autofocus={index === 0 || undefined}>
                  {link.label}
                </ItemLink>
              </li>
            ))}
            <li>
              <ItemButton
                type="button"
                onClick={() => {
                  setOpen(false);
                  onLogout();
                }}
              >
                로그아웃
              </ItemButton>
            </li>
          </List>
        </Popover>
      ) : null}
    </Root>
  );
}

const Root = styled.div({ position: "relative" });

const Trigger = styled.button(({ theme }) => ({
  display: "inline-flex",
  alignItems: "center",
  gap: theme.space(2),
  height: "40px",
  padding: theme.space(0, 2),
  ...controlSurface(theme),
  borderRadius: theme.radii.pill,
  cursor: "pointer",
  "&:hover": { background: theme.colors.surfaceRaised },
}));

const Name = styled.span(({ theme }) => ({
  maxWidth: "120px",
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
  fontSize: theme.fontSizes.sm,
  fontWeight: theme.fontWeights.medium,
}));

const List = styled.ul({ listStyle: "none", margin: 0, padding: 0 });

const itemStyles = ({ theme }: { theme: Theme }) => ({
  display: "block",
  width: "100%",
  padding: theme.space(2.5, 3),
  border: "none",
  borderRadius: theme.radii.sm,
  background: "transparent",
  textAlign: "left" as const,
  fontSize: theme.fontSizes.sm,
  cursor: "pointer",
  "&:hover": { background: theme.colors.surfaceHover },
});

const ItemLink = styled(Link)(itemStyles);
const ItemButton = styled.button(itemStyles);
