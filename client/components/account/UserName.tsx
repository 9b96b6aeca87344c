import styled from "@emotion/styled";
import { graphql, useFragment } from "react-relay";
import type { UserName_user$key } from "../../__generated__/UserName_user.graphql";
import { LevelBadge } from "./LevelBadge";

/** How a user is shown everywhere: nickname (or 사용자{id}), level badge, legendary icon, admin badge. */
export function UserName({ userRef }: { userRef: UserName_user$key }) {
  const user = useFragment(
    graphql`
      fragment UserName_user on User {
        displayName
        currentLevel
        isAdmin
        legendaryIcon
      }
    `,
    userRef,
  );
  return (
    <Root>
      <strong>{user.displayName}</strong>
      <LevelBadge level={user.currentLevel} isAdmin={user.isAdmin} legendary={user.legendaryIcon} />
    </Root>
  );
}

const Root = styled.span(({ theme }) => ({ display: "inline-flex", alignItems: "center", gap: theme.space(1.5), flexWrap: "wrap" }));
