import styled from "@emotion/styled";
import { useCallback, useState, type FormEvent } from "react";
import { graphql, usePreloadedQuery } from "react-relay";
import { useNavigate } from "react-router-dom";
import type { WriteRouteQuery } from "../../__generated__/WriteRouteQuery.graphql";
import type { DraftList_viewer$key } from "../../__generated__/DraftList_viewer.graphql";
import { POST_MESSAGES, POST_LIMITS, canSubmitPost, parseTags } from "../../../domain/postRules";
import { POST_TYPES, writablePostTypes } from "../../../domain/posts";
import { AttachmentPicker } from "../../components/community/AttachmentPicker";
import { PostEditor } from "../../components/community/PostEditor";
import { newPostConnections, useCreatePostMutation } from "../../components/community/useCreatePostMutation";
import { useUpdatePostMutation } from "../../components/community/useUpdatePostMutation";
import { useLeaveGuard } from "../../components/community/useLeaveGuard";
import { DraftList } from "../../components/community/DraftList";
import { draftStatusText, useDraftAutosave, type DraftFields } from "../../components/community/useDraftAutosave";
import { dropPublishedDrafts } from "../../components/community/dropPublishedDrafts";
import { Button, ButtonLink } from "../../components/ui/Button";
import { Container } from "../../components/ui/Container";
import { StatusMessage } from "../../components/ui/StatusMessage";
import { useToast } from "../../components/ui/Toast";
import { errorMessage } from "../../lib/useMutationPromise";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { useRouteQueryRef } from "../../relay/routeQuery";
import { PostNotFound } from "./PostRoute";
import { useLoginPath } from "../../components/account/useLoginRedirect";
import { controlSurface } from "../../components/ui/surfaces";

/** 글쓰기 (/community/write, ?edit={id} or /community/posts/{id}/edit to edit). */
export function WriteRoute() {
  const loginPath = useLoginPath();
  const data = usePreloadedQuery<WriteRouteQuery>(
    graphql`
      query WriteRouteQuery($id: ID!, $editing: Boolean!) @preloadable {
        viewer {
          id
          isAdmin
          ...DraftList_viewer
        }
        post(id: $id) @include(if: $editing) {
          id
          databaseId
          title
          type
          content
          tags
          attachments
          viewerCanManage
        }
      }
    `,
    useRouteQueryRef<WriteRouteQuery>(),
  );
  useDocumentTitle(data.post ? "글 수정" : "글쓰기");
  if (!data.viewer) {
    return <StatusMessage title="로그인이 필요합니다" action={<ButtonLink to={loginPath}>로그인</ButtonLink>}>{POST_MESSAGES.postLoginRequired}</StatusMessage>;
  }
  if (data.post === null) return <PostNotFound />;
  if (data.post && !data.post.viewerCanManage) return <StatusMessage title={POST_MESSAGES.editForbidden} action={<ButtonLink to="/community">커뮤니티로 돌아가기</ButtonLink>} />;
  return <PostForm isAdmin={data.viewer.isAdmin} viewer={data.viewer} post={data.post ?? null} />;
}

type EditedPost = { id: string; databaseId: number; title: string; type: string; content: string; tags: readonly string[]; attachments: readonly string[] };

function PostForm({ isAdmin, viewer, post }: { isAdmin: boolean; viewer: DraftList_viewer$key; post: EditedPost | null }) {
  const navigate = useNavigate();
  const toast = useToast();
  const [create, creating] = useCreatePostMutation();
  const [update, updating] = useUpdatePostMutation();
  // Initialised once from the post being edited (spec: edit init).
  const [type, setType] = useState(post ? post.type.toLowerCase() : "free");
  const [title, setTitle] = useState(post?.title ?? "");
  const [content, setContent] = useState(post?.content ?? "");
  const [tags, setTags] = useState(post ? post.tags.join(", ") : "");
  const [attachments, setAttachments] = useState<string[]>(post ? [...post.attachments] : []);
  const types = writablePostTypes(isAdmin);
  // 임시저장: saved as the member types; a restored draft replaces the form (the editor is re-created with it).
  const [editorKey, setEditorKey] = useState(0);
  const draft = useDraftAutosave({ type, title, content, tags, attachments }, post?.id ?? null);
  const { adopt } = draft;
  const restore = useCallback((draftId: string, fields: DraftFields) => {
    setType(fields.type);
    setTitle(fields.title);
    setContent(fields.content);
    setTags(fields.tags);
    setAttachments([...fields.attachments]);
    setEditorKey((k) => k + 1);
    adopt(draftId, fields);
  }, [adopt]);
  const forget = useCallback((draftId: string) => {
    if (draftId === draft.draftId) adopt(null, { type, title, content, tags, attachments });
  }, [adopt, draft.draftId, type, title, content, tags, attachments]);
  // Unsaved text asks before the page is left (any field changed from what was loaded): a draft is
  // kept, but the post is not published, so leaving still asks.
  const initial = useState(() => JSON.stringify([post?.title ?? "", post?.content ?? "", post ? post.tags.join(", ") : "", post?.attachments ?? []]))[0];
  const allowLeave = useLeaveGuard(JSON.stringify([title, content, tags, attachments]) !== initial);
  // An admin's announcement keeps its category when edited.
  const choices = POST_TYPES.filter((t) => (types as readonly string[]).includes(t.key) || t.key === type);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmitPost(title, content)) return toast({ title: "입력 오류", text: POST_MESSAGES.inputRequired, tone: "error" });
    // No autosave while publishing: the publish deletes the draft, a save racing it would leave one behind.
    const draftId = await draft.holdForPublish();
    const input = { type, title: title.trim(), content, tags: parseTags(tags), attachments, draftId };
    const updater = dropPublishedDrafts(draftId, post?.id ?? null);
    try {
      if (post) {
        const res = (await update({ id: post.id, input }, updater)).updatePost;
        const failed = errorMessage(res);
        if (failed) throw new Error(failed);
        toast({ title: "게시글이 수정되었습니다", tone: "success" });
        allowLeave();
        navigate(`/posts/${post.databaseId}`);
      } else {
        const res = (await create({ input, connections: newPostConnections(type) }, updater)).createPost;
        const failed = errorMessage(res);
        if (failed || res.__typename !== "MutationCreatePostSuccess" || !res.data) throw new Error(failed ?? undefined);
        toast({ title: "게시글이 등록되었습니다", tone: "success" });
        allowLeave();
        navigate(`/posts/${res.data.post.databaseId}`);
      }
    } catch (error) {
      draft.resume();
      toast({ title: "게시글 저장 오류", text: error instanceof Error && error.message ? error.message : "게시글을 저장하지 못했습니다.", tone: "error" });
    }
  };

  return (
    <Page>
      <h1>{post ? "글 수정" : "글쓰기"}</h1>
      <DraftList viewer={viewer} postId={post?.id ?? null} activeDraftId={draft.draftId} statusText={draftStatusText(draft.status)} onRestore={restore} onDeleted={forget} />
      <Form onSubmit={submit}>
        <label>
          분류
          <select value={type} onChange={(e) => setType(e.target.value)}>
            {choices.map((t) => (
              <option key={t.key} value={t.key}>{t.label}</option>
            ))}
          </select>
        </label>
        <label>
          제목
          <input value={title} maxLength={POST_LIMITS.title} placeholder="제목을 입력하세요" onChange={(e) => setTitle(e.target.value)} />
        </label>
        <div>
          <FieldName>내용</FieldName>
          <PostEditor key={editorKey} initialHtml={content} onChange={setContent} />
        </div>
        <AttachmentPicker urls={attachments} onChange={setAttachments} />
        <label>
          태그
          <input value={tags} placeholder="쉼표로 구분해 입력하세요 (예: 공격수, 팁)" onChange={(e) => setTags(e.target.value)} />
        </label>
        <Buttons>
          <Button variant="secondary" onClick={() => navigate(-1)}>취소</Button>
          <Button type="submit" disabled={!canSubmitPost(title, content) || creating || updating}>{post ? "수정" : "등록"}</Button>
        </Buttons>
      </Form>
    </Page>
  );
}

const Page = styled(Container)(({ theme }) => ({
  display: "grid", gap: theme.space(4), maxWidth: "860px", paddingTop: theme.space(6), paddingBottom: theme.space(10),
  "& h1": { fontSize: theme.fontSizes.xxl, fontWeight: theme.fontWeights.heavy },
}));
const Form = styled.form(({ theme }) => ({
  display: "grid", gap: theme.space(4),
  "& label": { display: "grid", gap: theme.space(1), fontWeight: theme.fontWeights.bold, fontSize: theme.fontSizes.sm },
  "& input, & select": { padding: theme.space(2, 3), borderRadius: theme.radii.sm, ...controlSurface(theme), fontWeight: theme.fontWeights.regular, fontSize: theme.fontSizes.md },
}));
const FieldName = styled.div(({ theme }) => ({ fontWeight: theme.fontWeights.bold, fontSize: theme.fontSizes.sm, marginBottom: theme.space(1) }));
const Buttons = styled.div(({ theme }) => ({ display: "flex", justifyContent: "flex-end", gap: theme.space(2) }));
