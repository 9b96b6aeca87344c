import { describe, expect, it } from "vitest";
import type { RequestParameters } from "relay-runtime";
import { requestBody } from "./graphqlRequest";

const TEXT = "query HomeRouteQuery { banners { id } }";
const operation = (id: string | null): RequestParameters =>
  id === null
    ? { id: null, cacheID: "c", name: "HomeRouteQuery", operationKind: "query", text: TEXT, metadata: {} }
    : { id, name: "HomeRouteQuery", operationKind: "query", text: null, metadata: {} };

describe("GraphQL request body", () => {
  it("sends a persisted operation as its hash only", () => {
    expect(requestBody(operation("abc123"), { first: 3 })).toEqual({
      operationName: "HomeRouteQuery",
      variables: { first: 3 },
      extensions: { persistedQuery: { version: 1, sha256Hash: "abc123" } },
    });
  });

  it("falls back to the document text when the operation has no id", () => {
    expect(requestBody(operation(null), {})).toEqual({
      query: TEXT,
      operationName: "HomeRouteQuery",
      variables: {},
    });
  });
});
