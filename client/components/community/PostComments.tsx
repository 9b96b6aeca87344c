import styled from "@emotion/styled";
import { useEffect, useState } from "react";
import { graphql, usePaginationFragment } from "react-relay";
import type { PostComments_post$key } from "../../__generated__/PostComments_post.graphql";
import type { PostCommentsPaginationQuery } from "../../__generated__/PostCommentsPaginationQuery.graphql";
import { POST_MESSAGES } from "../../../domain/postRules";
import { REVIEW_MESSAGES } from "../../../domain/reviewMessages";
import { errorMessage } from "../../lib/useMutationPromise";
import { Button } from "../ui/Button";
import { useToast } from "../ui/Toast";
import { CommentForm } from "./CommentForm";
import { PostCommentItem } from "./PostCommentItem";
import { useCreatePostCommentMutation } from "./useCreatePostCommentMutation";
import { useDeletePostCommentMutation } from "./useDeletePostCommentMutation";
import { useGoToLogin } from "../account/useLoginRedirect";
import { commentElementId, useCommentAnchor } from "./useCommentAnchor";

/** Comments per page: the first page comes with the post, 댓글 더 보기 loads the next. */
const COMMENT_PAGE = 100;

/**
 * Threaded comments: top-level comments oldest first, each with its replies beneath (a reply is
 * newer than its comment, so it is never on an earlier page); `#comment-{id}` marks one, and pages
 * load until it is there.
 */
export function PostComments({ postRef, isLoggedIn }: { postRef: PostComments_post$key; isLoggedIn: boolean }) {
  const { data: post, loadNext, hasNext, isLoadingNext } = usePaginationFragment<PostCommentsPaginationQuery, PostComments_post$key>(
    graphql`
      fragment PostComments_post on Post
      @refetchable(queryName: "PostCommentsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 100 }, cursor: { type: "String" }) {
        id
        commentCount
        comments(first: $count, after: $cursor) @connection(key: "PostComments_comments") {
          __id
          totalCount
          edges {
            node {
              id
              databaseId
              parent {
                id
              }
              ...PostCommentItem_comment
            }
          }
        }
      }
    `,
    postRef,
  );
  const toast = useToast();
  const goToLogin = useGoToLogin();
  const [create] = useCreatePostCommentMutation();
  const [remove] = useDeletePostCommentMutation();
  const [replyTo, setReplyTo] = useState<string | null>(null);
  const nodes = post.comments.edges.map((e) => e.node);
  const childrenOf = (id: string | null) => nodes.filter((n) => (n.parent?.id ?? null) === id);
  const loadedIds = nodes.map((n) => n.databaseId);
  const target = useCommentAnchor(loadedIds);
  const targetMissing = target !== null && !loadedIds.includes(target);
  useEffect(() => {
    if (targetMissing && hasNext && !isLoadingNext) loadNext(COMMENT_PAGE);
  }, [targetMissing, hasNext, isLoadingNext, loadNext]);

  const submit = async (content: string, parentId: string | null) => {
    if (!isLoggedIn) {
      toast({ title: "로그인 필요", text: POST_MESSAGES.commentLoginRequired, tone: "error" });
      goToLogin();
      return false;
    }
    if (!content.trim()) {
      toast({ title: "댓글 작성 실패", text: POST_MESSAGES.commentRequired, tone: "error" });
      return false;
    }
    try {
      const res = await create({ postId: post.id, parentId, content, connections: [post.comments.__id] });
      const failed = errorMessage(res.createComment);
      if (failed) throw new Error(failed);
      toast({ title: parentId ? "답글이 등록되었습니다" : "댓글이 등록되었습니다", text: REVIEW_MESSAGES.replyPoint, tone: "success" });
      setReplyTo(null);
      return true;
    } catch (error) {
      toast({ title: "댓글 작성 실패", text: error instanceof Error ? error.message : undefined, tone: "error" });
      return false;
    }
  };
  const del = async (id: string) => {
    if (!window.confirm("댓글을 삭제하시겠습니까?")) return;
    try {
      const failed = errorMessage((await remove({ id, connections: [post.comments.__id] })).deleteComment);
      if (failed) throw new Error(failed);
      toast({ title: "댓글이 삭제되었습니다", tone: "success" });
    } catch (error) {
      toast({ title: "댓글 삭제 실패", text: error instanceof Error ? error.message : "알 수 없는 오류", tone: "error" });
    }
  };
  const renderThread = (id: string | null, depth: number) =>
    childrenOf(id).map((node) => (
      <Thread key={node.id} id={commentElementId(node.databaseId)} data-depth={Math.min(depth, 3)}>
        <PostCommentItem commentRef={node} highlighted={node.databaseId === target} onReply={() => setReplyTo(node.id)} onDelete={() => del(node.id)} isLoggedIn={isLoggedIn} />
        {replyTo === node.id ? <CommentForm label="답글을 입력하세요" onSubmit={(c) => submit(c, node.id)} onCancel={() => setReplyTo(null)} /> : null}
        {renderThread(node.id, depth + 1)}
      </Thread>
    ));

  return (
    <Section aria-labelledby="comments-title">
      <h2 id="comments-title">댓글 {post.commentCount}</h2>
      <CommentForm label="댓글을 입력하세요" onSubmit={(c) => submit(c, null)} />
      {nodes.length === 0 ? <Empty>아직 댓글이 없습니다</Empty> : renderThread(null, 0)}
      {hasNext ? (
        <Button type="button" variant="secondary" disabled={isLoadingNext} onClick={() => loadNext(COMMENT_PAGE)}>
          {isLoadingNext ? "불러오는 중…" : `댓글 더 보기 (${post.comments.totalCount - nodes.length}개)`}
        </Button>
      ) : null}
    </Section>
  );
}

const Section = styled.section(({ theme }) => ({ display: "grid", gap: theme.space(3), "& h2": { fontSize: theme.fontSizes.lg, fontWeight: theme.fontWeights.bold } }));
const Thread = styled.div(({ theme }) => ({
  borderTop: `1px solid ${theme.colors.border}`,
  "& &": { marginLeft: theme.space(4), paddingLeft: theme.space(3), borderLeft: `2px solid ${theme.colors.border}`, borderTop: "none" },
}));
const Empty = styled.p(({ theme }) => ({ color: theme.colors.textMuted, padding: theme.space(4, 0) }));
