import { encodeGlobalID } from "@pothos/plugin-relay";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS, startTestApp, type TestApp } from "../../test/server/harness";
import { createCards, createUser } from "../../test/server/factories";

const CARDS = `query ($first: Int, $after: String) { cards(first: $first, after: $after) { totalCount edges { node { databaseId } } } }`;
const NODE = `query ($id: ID!) { node(id: $id) { id ... on Card { databaseId } } }`;
const NODES = `query ($ids: [ID!]!) { nodes(ids: $ids) { id ... on Card { databaseId } } }`;

const validation = (result: { errors?: { message: string; extensions?: Record<string, unknown> }[] }, message: string) => {
  expect(result.errors).toHaveLength(1);
  expect(result.errors?.[0]).toMatchObject({ message, extensions: { code: "ValidationError", status: 400 } });
};

describe.each(BACKENDS)("GraphQL bad ids, cursors and page sizes on %s", (backend) => {
  let t: TestApp;
  let cardId: number;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    cardId = (await createCards(t.db.prisma, 3))[0].id;
    token = (await createUser(t.db.prisma)).token;
  });
  afterAll(() => t.close());

  it("answers a garbage cursor with a ValidationError, not an unexpected error", async () => {
    for (const after of ["garbage", Buffer.from("hello").toString("base64"), "!!!"]) {
      validation(await t.gql(CARDS, { first: 2, after }), "페이지 커서가 올바르지 않습니다.");
    }
  });

  it("refuses negative first, last and offset, inline or in variables", async () => {
    validation(await t.gql(CARDS, { first: -5 }), "first 값은 0 이상이어야 합니다.");
    validation(await t.gql(`{ cards(last: -1) { totalCount } }`), "last 값은 0 이상이어야 합니다.");
    validation(await t.gql(`{ cards(first: 2, offset: -3) { totalCount } }`), "offset 값은 0 이상이어야 합니다.");
    expect((await t.gql(CARDS, { first: 0 })).errors).toBeUndefined();
  });

  it("gives null for node(id) of a missing row and a ValidationError for an id that names no node", async () => {
    const missing = await t.gql(NODE, { id: encodeGlobalID("Card", 999999) });
    expect(missing).toEqual({ data: { node: null } });
    for (const id of ["garbage", encodeGlobalID("Nope", 1), encodeGlobalID("Card", "abc")]) {
      validation(await t.gql(NODE, { id }), "ID가 올바르지 않습니다.");
    }
  });

  it("keeps the other nodes when one id of nodes(ids) has no row", async () => {
    const result = await t.gql(NODES, { ids: [encodeGlobalID("Card", cardId), encodeGlobalID("Card", 999999), encodeGlobalID("Card", cardId)] });
    expect(result.errors).toBeUndefined();
    expect(result.data.nodes).toEqual([{ id: encodeGlobalID("Card", cardId), databaseId: cardId }, null, { id: encodeGlobalID("Card", cardId), databaseId: cardId }]);
  });

  it("answers a global id of the wrong type or garbage in typed arguments with a ValidationError", async () => {
    validation(await t.gql(`query ($id: ID!) { card(id: $id) { name } }`, { id: encodeGlobalID("User", cardId) }), "ID가 올바르지 않습니다.");
    const mutation = `mutation ($id: ID!) { deleteReview(id: $id) { __typename } }`;
    validation(await t.gql(mutation, { id: "zzz" }, token), "ID가 올바르지 않습니다.");
    validation(await t.gql(mutation, { id: encodeGlobalID("Card", cardId) }, token), "ID가 올바르지 않습니다.");
  });
});
