import { useState } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import type { AdminCardsTabQuery } from "../../__generated__/AdminCardsTabQuery.graphql";
import type { AdminCardsTabDeleteMutation } from "../../__generated__/AdminCardsTabDeleteMutation.graphql";
import type { AdminCardsTabClearNewMutation } from "../../__generated__/AdminCardsTabClearNewMutation.graphql";
import { Button } from "../../components/ui/Button";
import { useToast } from "../../components/ui/Toast";
import { errorMessage, useMutationPromise } from "../../lib/useMutationPromise";
import { AdminCardEditor } from "./AdminCardEditor";
import { AdminCardRow } from "./AdminCardRow";
import { AdminCardImport } from "./AdminCardImport";
import type { AdminTab } from "./adminTabs";
import { Input, Muted, Rows, Toolbar } from "./adminStyles";
import { addToTotalCount } from "../../relay/connectionCount";
import { AdminPager } from "./AdminPager";

const PAGE = 20;

/** Cards (latest first, 20 per page, search with initial consonants) or only the NEW ones, with delete and bulk NEW clear. */
export function AdminCardsTab({ onlyNew, onMoveTab }: { onlyNew: boolean; onMoveTab: (tab: AdminTab) => void }) {
  const toast = useToast();
  const [search, setSearch] = useState("");
  const [query, setQuery] = useState("");
  const [offset, setOffset] = useState(0);
  // null: closed; "new": a new card; otherwise the Relay id of the card being edited.
  const [editing, setEditing] = useState<string | null>(null);
  // Bumped after a bulk import: the list is fetched again (thousands of cards may have changed).
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<AdminCardsTabQuery>(
    graphql`
      query AdminCardsTabQuery($filter: CardFilter!, $offset: Int!, $onlyNew: Boolean!) {
        cards(filter: $filter, sort: NEWEST, first: 20, offset: $offset) @skip(if: $onlyNew) @connection(key: "AdminCardsTab_cards") {
          __id
          totalCount
          edges { node { id ...AdminCardRow_card } }
        }
        newCards(first: 20, offset: $offset) @include(if: $onlyNew) @connection(key: "AdminCardsTab_newCards") {
          __id
          totalCount
          edges { node { id ...AdminCardRow_card } }
        }
      }
    `,
    { filter: query ? { search: query } : {}, offset, onlyNew },
    { fetchPolicy: "store-and-network", fetchKey },
  );
  const [remove] = useMutationPromise<AdminCardsTabDeleteMutation>(graphql`
    mutation AdminCardsTabDeleteMutation($id: ID!, $connections: [ID!]!) {
      deleteCard(id: $id) { __typename ... on Error { message } ... on MutationDeleteCardSuccess { data { deletedId @deleteEdge(connections: $connections) } } }
    }
  `);
  const [clearNew, clearing] = useMutationPromise<AdminCardsTabClearNewMutation>(graphql`
    mutation AdminCardsTabClearNewMutation {
      clearNewCards { __typename ... on Error { message } ... on MutationClearNewCardsSuccess { data { clearedCount } } }
    }
  `);
  const list = onlyNew ? data.newCards : data.cards;
  const total = list?.totalCount ?? 0;
  const run = async (action: () => Promise<{ __typename: string; message?: string | null } | null | undefined>, ok: string, fail: string) => {
    try {
      const message = errorMessage(await action());
      if (message) throw new Error(message);
      toast({ title: ok, tone: "success" });
    } catch (e) {
      toast({ title: fail, text: e instanceof Error ? e.message : undefined, tone: "error" });
    }
  };
  const clearAll = () => {
    if (!window.confirm("모든 카드의 NEW 표시를 해제하시겠습니까?")) return;
    void run(async () => (await clearNew({}, (store) => {
      // Every NEW card just left the new-cards list: empty it in the store instead of refetching.
      if (list) store.get(list.__id)?.setLinkedRecords([], "edges");
      if (list) store.get(list.__id)?.setValue(0, "totalCount");
    })).clearNewCards, "NEW 표시를 모두 해제했습니다", "NEW 해제 실패");
  };
  return (
    <div>
      <Toolbar as="form" onSubmit={(e) => { e.preventDefault(); setOffset(0); setQuery(search.trim()); }}>
        {onlyNew ? null : <Input aria-label="카드 검색" placeholder="선수 이름 (초성 가능)" value={search} onChange={(e) => setSearch(e.target.value)} />}
        {onlyNew ? null : <Button type="submit" size="sm">검색</Button>}
        <Button size="sm" onClick={() => setEditing("new")}>카드 추가</Button>
        {onlyNew ? <Button size="sm" variant="secondary" disabled={clearing || total === 0} onClick={clearAll}>NEW 일괄 해제</Button> : null}
        <Muted>총 {total}장</Muted>
      </Toolbar>
      {onlyNew ? null : <AdminCardImport onImported={() => { setOffset(0); setFetchKey((k) => k + 1); }} />}
      {total === 0 ? <p>{onlyNew ? "신규 카드가 없습니다." : "등록된 카드가 없습니다."}</p> : null}
      <Rows aria-label={onlyNew ? "신규 카드 목록" : "카드 목록"}>
        {list?.edges.map(({ node }) => (
          <AdminCardRow key={node.id} cardRef={node} onEdit={setEditing} onDelete={(id, name) => {
            if (!window.confirm(`${name} 카드를 삭제하시겠습니까?`) || !list) return;
            // The row leaves this page's connection (a deleted record would leave an edge with no node) and the count follows.
            void run(async () => (await remove({ id, connections: [list.__id] }, (store, response) => {
              if (response?.deleteCard?.__typename === "MutationDeleteCardSuccess") addToTotalCount(store, [list.__id], -1);
            })).deleteCard, "카드가 삭제되었습니다", "카드 삭제 실패");
          }} />
        ))}
      </Rows>
      <AdminPager offset={offset} total={total} pageSize={PAGE} onOffset={setOffset} />
      {editing ? <AdminCardEditor cardId={editing === "new" ? null : editing} onClose={() => setEditing(null)} onMoveTab={onMoveTab} connection={onlyNew ? null : data.cards?.__id ?? null} /> : null}
    </div>
  );
}
