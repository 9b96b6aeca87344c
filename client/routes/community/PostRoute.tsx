import styled from "@emotion/styled";
import { useEffect } from "react";
import { graphql, usePreloadedQuery } from "react-relay";
import { useNavigate } from "react-router-dom";
import type { PostRouteQuery } from "../../__generated__/PostRouteQuery.graphql";
import { DETAIL_TAGS } from "../../../domain/posts";
import { useRelativeTime } from "../../lib/renderClock";
import { UserName } from "../../components/account/UserName";
import { BlockedFold } from "../../components/account/BlockedFold";
import { PostBody } from "../../components/community/PostBody";
import { PostComments } from "../../components/community/PostComments";
import { PostTypeBadge } from "../../components/community/PostTypeBadge";
import { useDeletePostFromPageMutation } from "../../components/community/useDeletePostFromPageMutation";
import { useRecordPostViewMutation } from "../../components/community/useRecordPostViewMutation";
import { PostReactions } from "../../components/community/PostReactions";
import { Button, ButtonLink } from "../../components/ui/Button";
import { Container } from "../../components/ui/Container";
import { StatusMessage } from "../../components/ui/StatusMessage";
import { useToast } from "../../components/ui/Toast";
import { HiddenMarker } from "../../components/moderation/HiddenMarker";
import { ReportButton } from "../../components/moderation/ReportButton";
import { errorMessage } from "../../lib/useMutationPromise";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { useRouteQueryRef } from "../../relay/routeQuery";

/** A post (/posts/{id}, also /community/posts/{id}): content, attachments, tags, likes, threaded comments. */
export function PostRoute() {
  const relativeTimeKo = useRelativeTime();
  const data = usePreloadedQuery<PostRouteQuery>(
    graphql`
      query PostRouteQuery($id: ID!) @preloadable {
        viewer {
          id
        }
        post(id: $id) {
          id
          databaseId
          title
          type
          content
          tags
          attachments
          createdAt
          views
          commentCount
          viewerCanManage
          viewerCanReport
          isHidden
          author {
            ...UserName_user
            ...BlockedFold_user
          }
          ...PostComments_post
          ...PostReactions_post
        }
      }
    `,
    useRouteQueryRef<PostRouteQuery>(),
  );
  const post = data.post;
  useDocumentTitle(post?.title ?? "게시글");
  const toast = useToast();
  const navigate = useNavigate();
  const [recordView] = useRecordPostViewMutation();
  const [deletePost] = useDeletePostFromPageMutation();
  const postId = post?.id;
  useEffect(() => {
    // Once per page load; the server ignores repeats within the visitor's session.
    if (postId) recordView({ id: postId }).catch(() => {});
  }, [postId, recordView]);

  if (!post) return <PostNotFound />;

  const remove = async () => {
    if (!window.confirm("게시글을 삭제하시겠습니까?")) return;
    try {
      const failed = errorMessage((await deletePost({ id: post.id })).deletePost);
      if (failed) throw new Error(failed);
      toast({ title: "게시글이 삭제되었습니다", tone: "success" });
      navigate("/community");
    } catch (error) {
      toast({ title: "게시글 삭제 실패", text: error instanceof Error ? error.message : "알 수 없는 오류", tone: "error" });
    }
  };

  return (
    <Page>
      <Article>
        <Head>
          <PostTypeBadge type={post.type} />
          <h1>{post.title}</h1>
          <Meta>
            <UserName userRef={post.author} />
            <time dateTime={post.createdAt}>{relativeTimeKo(post.createdAt)}</time>
            <span>조회 {post.views}</span>
            <span>댓글 {post.commentCount}</span>
            <HiddenMarker hidden={post.isHidden} />
          </Meta>
        </Head>
        <BlockedFold authorRef={post.author} what="게시글">
          <PostBody html={post.content} />
        </BlockedFold>
        {post.attachments.length > 0 ? (
          <Attachments aria-label="첨부 파일">
            {post.attachments.map((url) => (
              <a key={url} href={url} target="_blank" rel="noopener noreferrer">
                <img src={url} alt="첨부 이미지" loading="lazy" onError={(e) => { e.currentTarget.hidden = true; }} />
              </a>
            ))}
          </Attachments>
        ) : null}
        {post.tags.length > 0 ? <Tags>{post.tags.slice(0, DETAIL_TAGS).map((t) => <li key={t}>#{t}</li>)}</Tags> : null}
        <Actions>
          <PostReactions postRef={post} isLoggedIn={!!data.viewer} />
          <Spacer />
          {post.viewerCanManage ? (
            <>
              <ButtonLink variant="secondary" size="sm" to={`/community/write?edit=${post.databaseId}`}>수정</ButtonLink>
              <Button variant="ghost" size="sm" onClick={remove}>삭제</Button>
            </>
          ) : null}
          <ReportButton targetId={post.id} canReport={post.viewerCanReport} />
          <ButtonLink variant="ghost" size="sm" to="/community">목록</ButtonLink>
        </Actions>
      </Article>
      <PostComments postRef={post} isLoggedIn={!!data.viewer} />
    </Page>
  );
}

export function PostNotFound() {
  return (
    <StatusMessage title="게시글을 찾을 수 없습니다" action={<ButtonLink to="/community">커뮤니티로 돌아가기</ButtonLink>}>
      요청하신 게시글이 없거나 삭제되었습니다.
    </StatusMessage>
  );
}

/** The route's error boundary: the fetch failed. */
export function PostLoadFailed() {
  return (
    <StatusMessage title="게시글을 불러올 수 없습니다" action={<ButtonLink to="/community">커뮤니티로 돌아가기</ButtonLink>}>
      잠시 후 다시 시도해주세요.
    </StatusMessage>
  );
}

const Page = styled(Container)(({ theme }) => ({ display: "grid", gap: theme.space(6), maxWidth: "860px", paddingTop: theme.space(6), paddingBottom: theme.space(10) }));
const Article = styled.article(({ theme }) => ({ display: "grid", gap: theme.space(4) }));
const Head = styled.header(({ theme }) => ({ display: "grid", gap: theme.space(2), justifyItems: "start", "& h1": { fontSize: theme.fontSizes.xl, fontWeight: theme.fontWeights.heavy, overflowWrap: "anywhere" } }));
const Meta = styled.div(({ theme }) => ({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: theme.space(1, 3), fontSize: theme.fontSizes.sm, color: theme.colors.textMuted }));
const Attachments = styled.div(({ theme }) => ({ display: "flex", flexWrap: "wrap", gap: theme.space(2), "& img": { width: "120px", height: "120px", objectFit: "cover", borderRadius: theme.radii.sm } }));
const Tags = styled.ul(({ theme }) => ({ display: "flex", flexWrap: "wrap", gap: theme.space(2), listStyle: "none", padding: 0, margin: 0, color: theme.colors.accent, fontSize: theme.fontSizes.sm }));
const Actions = styled.div(({ theme }) => ({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: theme.space(2), paddingTop: theme.space(3), borderTop: `1px solid ${theme.colors.border}` }));
const Spacer = styled.span({ flex: 1 });
