import { useState } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import type { AdminUsersTabQuery } from "../../__generated__/AdminUsersTabQuery.graphql";
import type { AdminUsersTabDeleteMutation } from "../../__generated__/AdminUsersTabDeleteMutation.graphql";
import type { AdminUsersTabRestoreMutation } from "../../__generated__/AdminUsersTabRestoreMutation.graphql";
import { Button } from "../../components/ui/Button";
import { useToast } from "../../components/ui/Toast";
import { errorMessage, useMutationPromise } from "../../lib/useMutationPromise";
import { Grow, Input, Muted, Row, Rows, Toolbar } from "./adminStyles";
import { koreanShortDate } from "../../../domain/time";

/** Users: 20 per page, search by username, e-mail or nickname; soft delete and restore (admins protected). */
export function AdminUsersTab() {
  const [search, setSearch] = useState("");
  const [query, setQuery] = useState("");
  const [page, setPage] = useState(1);
  const toast = useToast();
  const data = useLazyLoadQuery<AdminUsersTabQuery>(
    graphql`
      query AdminUsersTabQuery($page: Int!, $search: String) {
        adminUsers(page: $page, search: $search) {
          total
          hasMore
          users { id databaseId username email displayNickname receivedHearts createdAt isAdmin isDeleted }
        }
      }
    `,
    { page, search: query },
  );
  // The payload's user updates its row in the store (no refetch).
  const [remove] = useMutationPromise<AdminUsersTabDeleteMutation>(graphql`
    mutation AdminUsersTabDeleteMutation($id: Int!) {
      deleteUser(id: $id) { __typename ... on Error { message } ... on MutationDeleteUserSuccess { data { user { id isDeleted } } } }
    }
  `);
  const [restore] = useMutationPromise<AdminUsersTabRestoreMutation>(graphql`
    mutation AdminUsersTabRestoreMutation($id: Int!) {
      restoreUser(id: $id) { __typename ... on Error { message } ... on MutationRestoreUserSuccess { data { user { id isDeleted } } } }
    }
  `);

  const act = async (run: () => Promise<{ __typename: string; message?: string | null } | null | undefined>, ok: string, fail: string) => {
    try {
      const message = errorMessage(await run());
      if (message) throw new Error(message);
      toast({ title: ok, tone: "success" });
    } catch (e) {
      toast({ title: fail, text: e instanceof Error ? e.message : undefined, tone: "error" });
    }
  };
  const { users, total, hasMore } = data.adminUsers;
  return (
    <div>
      <Toolbar as="form" onSubmit={(e) => { e.preventDefault(); setPage(1); setQuery(search.trim()); }}>
        <Input aria-label="회원 검색" placeholder="아이디, 이메일, 닉네임" value={search} onChange={(e) => setSearch(e.target.value)} />
        <Button type="submit" size="sm">검색</Button>
        <Muted>총 {total}명</Muted>
      </Toolbar>
      <Rows aria-label="회원 목록">
        {users.map((u) => (
          <Row key={u.id} aria-label={u.username}>
            <Grow>
              <strong>{u.displayNickname} <Muted>@{u.username}</Muted></strong>
              <Muted>{u.email} · 받은 하트 {u.receivedHearts} · 가입 {koreanShortDate(String(u.createdAt))}</Muted>
            </Grow>
            {u.isAdmin ? (
              <Muted>보호됨(관리자)</Muted>
            ) : u.isDeleted ? (
              <Button size="sm" variant="secondary" onClick={() => act(async () => (await restore({ id: u.databaseId })).restoreUser, "계정 복구", "복구 실패")}>복구</Button>
            ) : (
              <Button size="sm" variant="ghost" onClick={() => {
                if (window.confirm(`${u.displayNickname} 계정을 삭제하시겠습니까?`)) void act(async () => (await remove({ id: u.databaseId })).deleteUser, "계정 삭제 완료", "계정 삭제 실패");
              }}>삭제</Button>
            )}
          </Row>
        ))}
      </Rows>
      <Toolbar>
        <Button size="sm" variant="secondary" disabled={page === 1} onClick={() => setPage(page - 1)}>이전</Button>
        <Muted>{page}페이지</Muted>
        <Button size="sm" variant="secondary" disabled={!hasMore} onClick={() => setPage(page + 1)}>다음</Button>
      </Toolbar>
    </div>
  );
}
