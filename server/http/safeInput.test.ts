import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS, startTestApp, type TestApp } from "../../test/server/harness";
import { createCards, createUser } from "../../test/server/factories";
import { CREATE, cardGid, payload } from "../../test/server/reviewsKit";

const MESSAGE = "입력값에 사용할 수 없는 문자(NUL 또는 깨진 유니코드)가 포함되어 있습니다.";
const BAD = ["a\u0000b", "x\uD800y", "\uDC00"];

describe.each(BACKENDS)("NUL bytes and lone surrogates on %s", (backend) => {
  let t: TestApp;
  let token: string;
  let cardId: number;

  beforeAll(async () => {
    t = await startTestApp(backend);
    token = (await createUser(t.db.prisma)).token;
    cardId = (await createCards(t.db.prisma, 1))[0].id;
  });
  afterAll(() => t.close());

  const rest = async (path: string, method = "GET", body?: unknown) => {
    const response = await fetch(`${t.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  };

  it("answers 400 with one Korean message on REST bodies, queries and paths", async () => {
    for (const bad of BAD) {
      const attempts = [
        await rest("/api/auth/login", "POST", { username: bad, password: "password1" }),
        await rest("/api/cards?search=%00"),
        await rest("/api/cards/position/S%00T/top"),
        await rest("/api/reviews", "POST", { cardId, ...payload({ reviewText: `좋아요 ${bad}` }) }),
        await rest("/api/reviews", "POST", { cardId, ...payload({ [`key${bad}`]: 1 }) }),
      ];
      for (const { status, body } of attempts) {
        expect(status, JSON.stringify(body)).toBe(400);
        expect(body.message).toBe(MESSAGE);
      }
    }
  });

  it("rejects them in GraphQL variables and inline arguments with a ValidationError", async () => {
    for (const bad of BAD) {
      const variables = await t.gql(`query ($s: String) { cards(first: 1, filter: { search: $s }) { totalCount } }`, { s: bad });
      expect(variables.errors?.[0]).toMatchObject({ message: MESSAGE, extensions: { code: "ValidationError" } });
      const login = await t.gql(`mutation ($u: String!) { login(username: $u, password: "x") { __typename } }`, { u: bad });
      expect(login.errors?.[0].message).toBe(MESSAGE);
      const review = await t.gql(CREATE, { cardId: cardGid(cardId), input: payload({ reviewText: bad }) }, token);
      expect(review.errors?.[0].message).toBe(MESSAGE);
    }
    const inline = await t.gql(`{ cards(first: 1, filter: { search: "a\\u0000b" }) { totalCount } }`);
    expect(inline.errors?.[0].message).toBe(MESSAGE);
    const fine = await t.gql(`query ($s: String) { cards(first: 1, filter: { search: $s }) { totalCount } }`, { s: "테스트 👍" });
    expect(fine.errors).toBeUndefined();
  });
});
