import styled from "@emotion/styled";
import { useState } from "react";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router-dom";
import type { SquadListItem_squad$key } from "../../__generated__/SquadListItem_squad.graphql";
import { useDeleteSquadMutation } from "../../components/squads/useSquadMutations";
import { Button, ButtonLink } from "../../components/ui/Button";
import { panelSurface } from "../../components/ui/surfaces";
import { errorMessage } from "../../lib/useMutationPromise";

type Props = { squadRef: SquadListItem_squad$key; manage: boolean; onDeleted: () => void };

/** One squad of the /squads list; in the member's own list, marked when private, with edit and delete. */
export function SquadListItem({ squadRef, manage, onDeleted }: Props) {
  const squad = useFragment(
    graphql`
      fragment SquadListItem_squad on Squad {
        id
        databaseId
        name
        formation
        isPublic
        likeCount
        commentCount
        shareCode
        viewerCanEdit
        author { displayName }
      }
    `,
    squadRef,
  );
  const [remove, removing] = useDeleteSquadMutation();
  const [error, setError] = useState<string | null>(null);
  const onDelete = async () => {
    if (!window.confirm(`「${squad.name}」 스쿼드를 삭제하시겠습니까?`)) return;
    const message = errorMessage((await remove({ id: squad.id })).deleteSquad);
    if (message) setError(message);
    else onDeleted();
  };
  return (
    <Item>
      <Link to={`/squads/${squad.databaseId}`}><strong>{squad.name}</strong></Link>
      <span>
        {squad.formation} · {squad.author.displayName} · 좋아요 {squad.likeCount} · 댓글 {squad.commentCount}
        {squad.isPublic ? "" : " · 비공개"}
      </span>
      {manage && squad.viewerCanEdit && (
        <Actions>
          <ButtonLink variant="secondary" size="sm" to={`/squad-builder?s=${squad.shareCode}&edit=${squad.databaseId}`} aria-label={`${squad.name} 수정`}>수정</ButtonLink>
          <Button variant="ghost" size="sm" disabled={removing} onClick={onDelete} aria-label={`${squad.name} 삭제`}>삭제</Button>
        </Actions>
      )}
      {error && <p role="alert">{error}</p>}
    </Item>
  );
}

const Item = styled.li(({ theme }) => ({
  ...panelSurface(theme),
  padding: theme.space(3, 4),
  display: "grid",
  gap: theme.space(1),
  "& > span": { color: theme.colors.textMuted, fontSize: theme.fontSizes.sm },
}));
const Actions = styled.div(({ theme }) => ({ display: "flex", gap: theme.space(2) }));
