import styled from "@emotion/styled";
import type { Theme } from "@emotion/react";
import { useRef, useState } from "react";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router-dom";
import type { UserName_user$key } from "../../__generated__/UserName_user.graphql";
import { errorMessage } from "../../lib/useMutationPromise";
import { useDismiss } from "../ui/useDismiss";
import { useToast } from "../ui/Toast";
import { LevelBadge } from "./LevelBadge";
import { useBlockMutation, useUnblockMutation } from "./useBlockMutations";

/**
 * How a user is shown everywhere: nickname (or 사용자{id}), level badge, legendary icon, admin badge.
 * The nickname opens a menu (작성글 보기, 프로필, 차단) unless `menu` is false (one's own profile header).
 */
export function UserName({ userRef, menu = true }: { userRef: UserName_user$key; menu?: boolean }) {
  const user = useFragment(
    graphql`
      fragment UserName_user on User {
        id
        databaseId
        displayName
        currentLevel
        isAdmin
        legendaryIcon
        isViewer
        isBlockedByViewer
      }
    `,
    userRef,
  );
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLSpanElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  useDismiss(open, root, () => setOpen(false), panel);
  const toast = useToast();
  const [block, blocking] = useBlockMutation();
  const [unblock, unblocking] = useUnblockMutation();

  const toggleBlock = async () => {
    const blocked = user.isBlockedByViewer;
    if (!blocked && !window.confirm(`${user.displayName}님을 차단하시겠습니까? 차단한 회원의 글과 댓글은 접혀 보이고 알림도 오지 않습니다.`)) return;
    try {
      const result = blocked ? (await unblock({ id: user.id })).unblockUser : (await block({ id: user.id })).blockUser;
      const failed = errorMessage(result);
      if (failed) throw new Error(failed);
      toast({ title: blocked ? "차단을 해제했습니다" : "차단했습니다", tone: "success" });
      setOpen(false);
    } catch (error) {
      toast({ title: "차단을 처리할 수 없습니다", text: error instanceof Error ? error.message : undefined, tone: "error" });
    }
  };

  const badge = <LevelBadge level={user.currentLevel} isAdmin={user.isAdmin} legendary={user.legendaryIcon} />;
  if (!menu) {
    return (
      <Root>
        <strong>{user.displayName}</strong>
        {badge}
      </Root>
    );
  }
  return (
    <Root ref={root}>
      <NameButton type="button" aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        {user.displayName}
      </NameButton>
      {badge}
      {open ? (
        <Menu ref={panel} role="menu" aria-label={`${user.displayName} 메뉴`}>
          <MenuLink role="menuitem" to={`/users/${user.databaseId}?tab=posts`} onClick={() => setOpen(false)}>작성글 보기</MenuLink>
          <MenuLink role="menuitem" to={`/users/${user.databaseId}`} onClick={() => setOpen(false)}>프로필</MenuLink>
          {user.isViewer ? null : (
            <MenuButton role="menuitem" type="button" disabled={blocking || unblocking} onClick={toggleBlock}>
              {user.isBlockedByViewer ? "차단 해제" : "차단"}
            </MenuButton>
          )}
        </Menu>
      ) : null}
    </Root>
  );
}

const Root = styled.span(({ theme }) => ({ position: "relative", display: "inline-flex", alignItems: "center", gap: theme.space(1.5), flexWrap: "wrap" }));
const NameButton = styled.button(({ theme }) => ({
  padding: 0, border: "none", background: "none", color: "inherit", font: "inherit", fontWeight: theme.fontWeights.bold, cursor: "pointer",
  "&:hover": { textDecoration: "underline" },
}));
const Menu = styled.div(({ theme }) => ({
  position: "absolute", top: "calc(100% + 4px)", left: 0, zIndex: theme.zIndices.header - 1, display: "grid", minWidth: "140px",
  padding: theme.space(1), background: theme.colors.surfaceRaised, border: `1px solid ${theme.colors.border}`, borderRadius: theme.radii.md,
  boxShadow: theme.shadows.overlay, fontSize: theme.fontSizes.sm, fontWeight: theme.fontWeights.regular,
}));
const itemStyle = ({ theme }: { theme: Theme }) => ({
  display: "block", padding: theme.space(2, 3), borderRadius: theme.radii.sm, color: theme.colors.text, textAlign: "left" as const,
  "&:hover, &:focus-visible": { background: theme.colors.surfaceHover },
});
const MenuLink = styled(Link)(itemStyle);
const MenuButton = styled.button(({ theme }) => ({ ...itemStyle({ theme }), border: "none", background: "none", font: "inherit", cursor: "pointer" }));
