import fs from "node:fs";
import { usePersistedOperations } from "@graphql-yoga/plugin-persisted-operations";

const storeFile = new URL("../../client/persisted-operations.json", import.meta.url);

/** The client's operations, persisted by relay-compiler (SHA-256 of the text → text). */
const store = JSON.parse(fs.readFileSync(storeFile, "utf8")) as Record<string, string>;

/** The text of one of the client's operations by its id, or null. */
export const persistedOperationText = (hash: string): string | null => store[hash] ?? null;

/** The names of the client's own operations: the only operation names metrics label by. */
export const persistedOperationNames: ReadonlySet<string> = new Set(
  Object.values(store).flatMap((text) => /^\s*(?:query|mutation|subscription)\s+(\w+)/.exec(text)?.[1] ?? []),
);

/**
 * The client sends only the hash (Apollo's `extensions.persistedQuery` shape), so requests stay
 * small and the server parses known documents; arbitrary documents stay allowed for GraphiQL and API users.
 */
export function persistedOperationsPlugin() {
  return usePersistedOperations({
    getPersistedOperation: persistedOperationText,
    allowArbitraryOperations: true,
  });
}
