import styled from "@emotion/styled";
import { useEffect, useRef, useState } from "react";
import { graphql, useFragment } from "react-relay";
import { useNavigate, useSearchParams } from "react-router-dom";
import type { DraftList_viewer$data, DraftList_viewer$key } from "../../__generated__/DraftList_viewer.graphql";
import type { DraftListDeleteMutation } from "../../__generated__/DraftListDeleteMutation.graphql";
import { errorMessage, useMutationPromise } from "../../lib/useMutationPromise";
import { useRelativeTime } from "../../lib/renderClock";
import { Button } from "../ui/Button";
import { Dialog } from "../ui/Dialog";
import { useToast } from "../ui/Toast";
import type { DraftFields } from "./useDraftAutosave";

type Props = {
  viewer: DraftList_viewer$key;
  /** The post being edited (global id), null on the new-post page. */
  postId: string | null;
  /** The draft the form is saving to, if any. */
  activeDraftId: string | null;
  statusText: string;
  onRestore: (draftId: string, fields: DraftFields) => void;
  onDeleted: (draftId: string) => void;
};

type Draft = DraftList_viewer$data["postDrafts"][number];

const fieldsOf = (d: Draft): DraftFields => ({ type: d.type, title: d.title, content: d.content, tags: d.tags, attachments: [...d.attachments] });
const pagePath = (d: Draft) => `${d.post ? `/community/posts/${d.post.databaseId}/edit` : "/community/write"}?draft=${d.databaseId}`;

/**
 * The write page's 임시저장 bar: the autosave status, an offer to bring back the draft of this page
 * (the newest new-post draft, or the draft of the post being edited), and the 임시저장 목록 dialog to
 * pick or delete any of the member's drafts. A draft of another page opens that page (?draft=N).
 */
export function DraftList({ viewer, postId, activeDraftId, statusText, onRestore, onDeleted }: Props) {
  const { postDrafts } = useFragment(
    graphql`
      fragment DraftList_viewer on User {
        postDrafts {
          id
          databaseId
          title
          type
          content
          tags
          attachments
          updatedAt
          post {
            id
            databaseId
          }
        }
      }
    `,
    viewer,
  );
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [offerClosed, setOfferClosed] = useState(false);
  const relative = useRelativeTime();
  const [params] = useSearchParams();
  const onThisPage = (d: Draft) => (d.post?.id ?? null) === postId;
  // The newest draft of this page (the list is newest first), offered unless the form already saves to one.
  const offered = postDrafts.find(onThisPage);
  // ?draft=N (a draft picked on another page): brought back once, as the page opens.
  const requested = postDrafts.find((d) => onThisPage(d) && params.get("draft") === String(d.databaseId));
  const asked = useRef(false);
  useEffect(() => {
    if (!requested || asked.current) return;
    asked.current = true;
    onRestore(requested.id, fieldsOf(requested));
  }, [requested, onRestore]);
  const restore = (d: Draft) => {
    setOpen(false);
    if (onThisPage(d)) onRestore(d.id, fieldsOf(d));
    else navigate(pagePath(d));
  };
  return (
    <>
      <Bar>
        <Status role="status" aria-live="polite">{statusText}</Status>
        <Button type="button" size="sm" variant="secondary" onClick={() => setOpen(true)}>임시저장 목록 ({postDrafts.length})</Button>
      </Bar>
      {offered && !offerClosed && !activeDraftId && !requested ? (
        <Offer role="region" aria-label="임시저장 알림">
          <span>{postId ? "이 글을 수정하던 임시저장본이 있습니다" : "임시저장된 글이 있습니다"}: <strong>{nameOf(offered)}</strong> ({relative(offered.updatedAt)})</span>
          <span>
            <Button type="button" size="sm" onClick={() => restore(offered)}>불러오기</Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => setOpen(true)}>목록</Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => setOfferClosed(true)}>닫기</Button>
          </span>
        </Offer>
      ) : null}
      <Dialog open={open} onClose={() => setOpen(false)} title="임시저장 목록" description="작성하던 글을 불러오거나 삭제할 수 있습니다. 글을 등록하면 임시저장본은 지워집니다.">
        {postDrafts.length === 0 ? <p>임시저장된 글이 없습니다.</p> : null}
        <List>
          {postDrafts.map((d) => (
            <DraftRow key={d.id} draft={d} restore={() => restore(d)} onDeleted={onDeleted} />
          ))}
        </List>
      </Dialog>
    </>
  );
}

const nameOf = (d: Draft) => d.title.trim() || "(제목 없음)";

/** One line of the list: which page it belongs to, when it was saved, 불러오기 and 삭제. */
function DraftRow({ draft: d, restore, onDeleted }: { draft: Draft; restore: () => void; onDeleted: (draftId: string) => void }) {
  const [remove, removing] = useMutationPromise<DraftListDeleteMutation>(graphql`
    mutation DraftListDeleteMutation($id: ID!) {
      deletePostDraft(id: $id) {
        __typename
        ... on Error {
          message
        }
        ... on MutationDeletePostDraftSuccess {
          data {
            viewer {
              id
              postDrafts {
                id
              }
            }
          }
        }
      }
    }
  `);
  const toast = useToast();
  const relative = useRelativeTime();
  const name = nameOf(d);
  const discard = async () => {
    if (!window.confirm(`"${name}" 임시저장본을 삭제할까요?`)) return;
    try {
      const failed = errorMessage((await remove({ id: d.id })).deletePostDraft);
      if (failed) throw new Error(failed);
      onDeleted(d.id);
    } catch (error) {
      toast({ title: "삭제하지 못했습니다", text: error instanceof Error ? error.message : undefined, tone: "error" });
    }
  };
  return (
    <li>
      <div>
        <strong>{name}</strong>
        <small>{d.post ? "글 수정" : "새 글"} · {relative(d.updatedAt)}</small>
      </div>
      <span>
        <Button type="button" size="sm" onClick={restore} aria-label={`${name} 불러오기`}>불러오기</Button>
        <Button type="button" size="sm" variant="ghost" disabled={removing} onClick={discard} aria-label={`${name} 삭제`}>삭제</Button>
      </span>
    </li>
  );
}

const Bar = styled.div(({ theme }) => ({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: theme.space(2), flexWrap: "wrap" }));
const Status = styled.span(({ theme }) => ({ fontSize: theme.fontSizes.sm, color: theme.colors.textMuted, minHeight: "1.5em" }));
const Offer = styled.div(({ theme }) => ({
  display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: theme.space(2),
  padding: theme.space(3), borderRadius: theme.radii.sm, border: `1px solid ${theme.colors.border}`, background: theme.colors.surfaceRaised,
  "& > span:last-of-type": { display: "flex", gap: theme.space(1) },
}));
const List = styled.ul(({ theme }) => ({
  listStyle: "none", margin: 0, padding: 0, display: "grid", gap: theme.space(2),
  "& li": { display: "flex", alignItems: "center", justifyContent: "space-between", gap: theme.space(2), padding: theme.space(2, 0), borderBottom: `1px solid ${theme.colors.border}` },
  "& li > div": { display: "grid", gap: theme.space(0.5), minWidth: 0, overflowWrap: "anywhere" },
  "& small": { color: theme.colors.textMuted },
  "& li > span": { display: "flex", gap: theme.space(1), flexShrink: 0 },
}));
