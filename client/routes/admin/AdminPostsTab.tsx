import { useState } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import type { AdminPostsTabQuery } from "../../__generated__/AdminPostsTabQuery.graphql";
import type { AdminPostsTabDeleteMutation } from "../../__generated__/AdminPostsTabDeleteMutation.graphql";
import { Button } from "../../components/ui/Button";
import { useToast } from "../../components/ui/Toast";
import { errorMessage, useMutationPromise } from "../../lib/useMutationPromise";
import { koreanDate } from "../../../domain/time";
import { Grow, Input, Muted, Row, Rows, Toolbar } from "./adminStyles";
import { AdminPager } from "./AdminPager";

const PAGE = 20;
const TYPE_LABELS: Record<string, string> = { FREE: "자유", QUESTION: "질문", TIP: "팁", NOTICE: "공지", ANNOUNCEMENT: "공지사항" };

/** 게시글 관리: every post, newest first, 20 a page, the board's search; rows link to /posts/{id}; delete with confirmation. */
export function AdminPostsTab() {
  const toast = useToast();
  const [search, setSearch] = useState("");
  const [query, setQuery] = useState("");
  const [offset, setOffset] = useState(0);
  const data = useLazyLoadQuery<AdminPostsTabQuery>(
    graphql`
      query AdminPostsTabQuery($search: String, $offset: Int!) {
        posts(search: $search, first: 20, offset: $offset) @connection(key: "AdminPostsTab_posts", filters: ["search", "offset"]) {
          __id
          totalCount
          edges { node { id databaseId title type createdAt commentCount author { displayName } } }
        }
      }
    `,
    { search: query || null, offset },
    { fetchPolicy: "store-and-network" },
  );
  const [remove] = useMutationPromise<AdminPostsTabDeleteMutation>(graphql`
    mutation AdminPostsTabDeleteMutation($id: ID!, $connections: [ID!]!) {
      deletePost(id: $id) { __typename ... on Error { message } ... on MutationDeletePostSuccess { data { deletedId @deleteEdge(connections: $connections) } } }
    }
  `);
  const total = data.posts.totalCount;
  const onDelete = async (id: string, title: string) => {
    if (!window.confirm(`"${title}" 게시글을 삭제하시겠습니까?`)) return;
    // The row leaves this page's connection (a deleted record would leave an edge with no node).
    const message = errorMessage((await remove({ id, connections: [data.posts.__id] })).deletePost);
    toast(message ? { title: "게시글 삭제 실패", text: message, tone: "error" } : { title: "게시글이 삭제되었습니다", tone: "success" });
  };
  return (
    <div>
      <Toolbar as="form" onSubmit={(e) => { e.preventDefault(); setOffset(0); setQuery(search.trim()); }}>
        <Input aria-label="게시글 검색" placeholder="제목, 내용, 작성자" value={search} onChange={(e) => setSearch(e.target.value)} />
        <Button type="submit" size="sm">검색</Button>
        <Muted>총 {total}개</Muted>
      </Toolbar>
      {total === 0 ? <p>게시글이 없습니다.</p> : null}
      <Rows aria-label="게시글 목록">
        {data.posts.edges.map(({ node }) => (
          <Row key={node.id} aria-label={node.title}>
            <Grow>
              <a href={`/posts/${node.databaseId}`} target="_blank" rel="noreferrer"><strong>{node.title}</strong></a>
              <Muted>{TYPE_LABELS[node.type] ?? node.type} · {node.author?.displayName ?? "알 수 없음"} · 댓글 {node.commentCount} · {koreanDate(String(node.createdAt))}</Muted>
            </Grow>
            <Button size="sm" variant="ghost" onClick={() => void onDelete(node.id, node.title)}>삭제</Button>
          </Row>
        ))}
      </Rows>
      <AdminPager offset={offset} total={total} pageSize={PAGE} onOffset={setOffset} />
    </div>
  );
}
