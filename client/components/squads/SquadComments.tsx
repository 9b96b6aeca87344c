import styled from "@emotion/styled";
import { useState, type FormEvent } from "react";
import { graphql, useFragment, usePaginationFragment } from "react-relay";
import type { SquadComments_squad$key } from "../../__generated__/SquadComments_squad.graphql";
import type { SquadComments_comment$key } from "../../__generated__/SquadComments_comment.graphql";
import { SQUAD_MESSAGES, squadCommentSchema } from "../../../domain/squads";
import { errorMessage } from "../../lib/useMutationPromise";
import { LoginPrompt } from "../account/LoginPrompt";
import { Button } from "../ui/Button";
import { PanelHead, StackPanel } from "../ui/Panel";
import { controlSurface } from "../ui/surfaces";
import { useCreateSquadCommentMutation, useDeleteSquadCommentMutation } from "./useSquadMutations";

/** A squad's comments, oldest first, with the form (members) and delete (author, owner, admin). */
export function SquadComments({ squadRef, signedIn }: { squadRef: SquadComments_squad$key; signedIn: boolean }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment SquadComments_squad on Squad
      @refetchable(queryName: "SquadCommentsPaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 20 }, after: { type: "String" }) {
        id
        commentCount
        comments(first: $first, after: $after) @connection(key: "SquadComments_comments") {
          __id
          edges { node { id ...SquadComments_comment } }
        }
      }
    `,
    squadRef,
  );
  const [create, sending] = useCreateSquadCommentMutation();
  const [remove] = useDeleteSquadCommentMutation();
  const [content, setContent] = useState("");
  const [error, setError] = useState<string | null>(null);
  const connections = [data.comments.__id];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = squadCommentSchema.safeParse(content);
    if (!checked.success) return setError(checked.error.issues[0].message);
    const message = errorMessage((await create({ squadId: data.id, content: checked.data, connections })).createSquadComment);
    setError(message);
    if (!message) setContent("");
  };
  const onDelete = async (id: string) => setError(errorMessage((await remove({ id, connections })).deleteSquadComment));

  return (
    <StackPanel aria-label="댓글">
      <PanelHead><h2>댓글 {data.commentCount}</h2></PanelHead>
      {data.comments.edges.length === 0 ? <p>아직 댓글이 없습니다</p> : (
        <List>{data.comments.edges.map((e) => <Comment key={e.node.id} commentRef={e.node} onDelete={() => onDelete(e.node.id)} />)}</List>
      )}
      {hasNext && <Button variant="ghost" size="sm" disabled={isLoadingNext} onClick={() => loadNext(20)}>댓글 더 보기</Button>}
      {signedIn ? (
        <Form onSubmit={submit}>
          <textarea aria-label="댓글 내용" value={content} onChange={(e) => setContent(e.target.value)} rows={2} maxLength={1000} />
          <Button type="submit" size="sm" disabled={sending}>댓글 등록</Button>
        </Form>
      ) : <LoginPrompt text={SQUAD_MESSAGES.commentLoginRequired} />}
      {error && <p role="alert">{error}</p>}
    </StackPanel>
  );
}

function Comment({ commentRef, onDelete }: { commentRef: SquadComments_comment$key; onDelete: () => void }) {
  const c = useFragment(
    graphql`
      fragment SquadComments_comment on SquadComment {
        content
        viewerCanDelete
        author { displayName }
      }
    `,
    commentRef,
  );
  return (
    <li>
      <strong>{c.author.displayName}</strong> <span>{c.content}</span>
      {c.viewerCanDelete && <Button variant="ghost" size="sm" onClick={onDelete}>삭제</Button>}
    </li>
  );
}

const List = styled.ul(({ theme }) => ({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: theme.space(2), fontSize: theme.fontSizes.sm }));
const Form = styled.form(({ theme }) => ({
  display: "grid",
  gap: theme.space(2),
  "& textarea": { ...controlSurface(theme), borderRadius: theme.radii.md, padding: theme.space(2, 3), fontSize: theme.fontSizes.md },
}));
