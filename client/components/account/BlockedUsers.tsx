import styled from "@emotion/styled";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router-dom";
import type { BlockedUsers_user$key } from "../../__generated__/BlockedUsers_user.graphql";
import { errorMessage } from "../../lib/useMutationPromise";
import { Button } from "../ui/Button";
import { useToast } from "../ui/Toast";
import { useUnblockMutation } from "./useBlockMutations";

/** The profile's 차단 목록: whom I blocked, each with 차단 해제 (an unblocked member leaves the list at once). */
export function BlockedUsers({ userRef }: { userRef: BlockedUsers_user$key }) {
  const data = useFragment(
    graphql`
      fragment BlockedUsers_user on User {
        blockedUsers {
          id
          databaseId
          displayName
          isBlockedByViewer
        }
      }
    `,
    userRef,
  );
  const toast = useToast();
  const [unblock, pending] = useUnblockMutation();
  const users = data.blockedUsers.filter((u) => u.isBlockedByViewer);
  const release = async (id: string) => {
    try {
      const failed = errorMessage((await unblock({ id })).unblockUser);
      if (failed) throw new Error(failed);
      toast({ title: "차단을 해제했습니다", tone: "success" });
    } catch (error) {
      toast({ title: "차단을 해제할 수 없습니다", text: error instanceof Error ? error.message : undefined, tone: "error" });
    }
  };
  if (users.length === 0) return <Muted>차단한 회원이 없습니다. 닉네임을 누르면 차단할 수 있습니다.</Muted>;
  return (
    <List>
      {users.map((u) => (
        <li key={u.id}>
          <Link to={`/users/${u.databaseId}`}>{u.displayName}</Link>
          <Button size="sm" variant="secondary" disabled={pending} onClick={() => release(u.id)}>차단 해제</Button>
        </li>
      ))}
    </List>
  );
}

const Muted = styled.p(({ theme }) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }));
const List = styled.ul(({ theme }) => ({
  display: "grid", gap: theme.space(2), margin: 0, padding: 0, listStyle: "none",
  "& li": { display: "flex", alignItems: "center", justifyContent: "space-between", gap: theme.space(2) },
}));
