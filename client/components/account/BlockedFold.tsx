import styled from "@emotion/styled";
import { useState, type ReactNode } from "react";
import { graphql, useFragment } from "react-relay";
import type { BlockedFold_user$key } from "../../__generated__/BlockedFold_user.graphql";

/**
 * Content by a member the viewer blocked (차단), folded to one line that opens it on click; anyone
 * else sees it as it is. `what` names the item: "게시글", "댓글", "리뷰".
 */
export function BlockedFold({ authorRef, what, children }: { authorRef: BlockedFold_user$key; what: string; children: ReactNode }) {
  const author = useFragment(
    graphql`
      fragment BlockedFold_user on User {
        isBlockedByViewer
      }
    `,
    authorRef,
  );
  const [opened, setOpened] = useState(false);
  if (!author.isBlockedByViewer || opened) return <>{children}</>;
  return (
    <Folded type="button" aria-expanded={false} onClick={() => setOpened(true)}>
      차단한 회원의 {what}입니다 (보기)
    </Folded>
  );
}

const Folded = styled.button(({ theme }) => ({
  justifySelf: "start",
  padding: theme.space(2, 3),
  border: `1px dashed ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  background: "transparent",
  color: theme.colors.textMuted,
  fontSize: theme.fontSizes.sm,
  cursor: "pointer",
}));
