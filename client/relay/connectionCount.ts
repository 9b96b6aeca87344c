import type { RecordSourceSelectorProxy } from "relay-runtime";

/** Moves a connection's `totalCount` by `delta` in the store, so headers counting the list stay true without a refetch. */
export function addToTotalCount(store: RecordSourceSelectorProxy, connectionIds: readonly string[], delta: number) {
  for (const id of connectionIds) {
    const connection = store.get(id);
    const count = connection?.getValue("totalCount");
    if (connection && typeof count === "number") connection.setValue(Math.max(0, count + delta), "totalCount");
  }
}
