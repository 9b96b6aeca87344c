import { useState } from "react";
import { graphql, useLazyLoadQuery, useRefetchableFragment } from "react-relay";
import type { ActivityCommentsQuery } from "../../__generated__/ActivityCommentsQuery.graphql";
import { Link } from "react-router-dom";
import type { ActivityComments_user$key } from "../../__generated__/ActivityComments_user.graphql";
import { useRelativeTime } from "../../lib/renderClock";
import { CommentForm } from "../community/CommentForm";
import { useEditComment } from "../community/useEditComment";
import { Button, ButtonLink } from "../ui/Button";
import { Pager } from "./Pager";
import { Actions, Clamp, Empty, Item, List, Meta, Row } from "./styles";
import type { ActivityTabProps } from "./types";
import { useActivityList } from "./useActivityList";
import { useDeleteCommentMutation } from "./useDeleteCommentMutation";

/** My comments, each linking to its post (/posts/{id}), edited in place. */
function ActivityComments({ userRef }: ActivityTabProps<ActivityComments_user$key>) {
  const relativeTimeKo = useRelativeTime();
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment ActivityComments_user on User
      @argumentDefinitions(offset: { type: "Int", defaultValue: 0 })
      @refetchable(queryName: "ActivityCommentsRefetchQuery") {
        comments(first: 20, offset: $offset) {
          totalCount
          edges {
            node {
              id
              content
              createdAt
              post {
                databaseId
                title
              }
            }
          }
        }
      }
    `,
    userRef,
  );
  const total = data.comments.totalCount;
  const list = useActivityList(refetch, total);
  const [deleteComment] = useDeleteCommentMutation();
  const [editingId, setEditingId] = useState<string | null>(null);
  const edit = useEditComment();

  if (total === 0) {
    return (
      <Empty>
        <p>아직 작성한 댓글이 없습니다.</p>
        <ButtonLink to="/community">커뮤니티 가기</ButtonLink>
      </Empty>
    );
  }

  return (
    <>
      <List aria-busy={list.pending}>
        {data.comments.edges.map(({ node }) => (
          <Item key={node.id}>
            <Row>
              <Meta>{relativeTimeKo(node.createdAt)}</Meta>
              <Link to={`/posts/${node.post.databaseId}`}>{node.post.title}</Link>
              <Actions>
                <Button size="sm" variant="secondary" disabled={editingId === node.id} onClick={() => setEditingId(node.id)}>수정</Button>
                <Button size="sm" variant="ghost" onClick={() => list.remove("댓글", async (offset) => (await deleteComment({ id: node.id, offset })).deleteComment)}>삭제</Button>
              </Actions>
            </Row>
            {editingId === node.id ? (
              <CommentForm label="댓글 수정" submitLabel="저장" initial={node.content} onCancel={() => setEditingId(null)}
                onSubmit={async (content) => {
            const saved = await edit(node.id, content);
            if (saved) setEditingId(null);
            return saved;
          }} />
            ) : (
              <Clamp>{node.content}</Clamp>
            )}
          </Item>
        ))}
      </List>
      <Pager total={total} offset={list.offset} onOffset={list.goTo} />
    </>
  );
}

/** The tab loads on demand: one route query with all three lists would exceed the API's cost limit. */
export function ActivityCommentsTab() {
  const data = useLazyLoadQuery<ActivityCommentsQuery>(
    graphql`
      query ActivityCommentsQuery {
        viewer {
          ...ActivityComments_user
        }
      }
    `,
    {},
    { fetchPolicy: "store-and-network" },
  );
  return data.viewer ? <ActivityComments userRef={data.viewer} /> : null;
}
