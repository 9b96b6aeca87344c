import type { RequestParameters, Variables } from "relay-runtime";

export const GRAPHQL_PATH = "/graphql";

/**
 * Persisted operations travel as their SHA-256 id only (relay.config.js persistConfig; the server
 * looks the text up), in the shape Apollo's persisted queries use.
 */
export function requestBody(operation: Pick<RequestParameters, "id" | "name" | "text">, variables: Variables) {
  if (operation.id) {
    return {
      operationName: operation.name,
      variables,
      extensions: { persistedQuery: { version: 1, sha256Hash: operation.id } },
    };
  }
  return { query: operation.text, operationName: operation.name, variables };
}

/** POST /graphql with JSON plus `Authorization: Bearer` when signed in. */
export function postGraphQL(body: string, token: string | null, signal?: AbortSignal): Promise<Response> {
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
    Accept: "application/graphql-response+json, application/json",
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  return fetch(GRAPHQL_PATH, { method: "POST", credentials: "include", headers, body, signal });
}
