import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS, startTestApp, type TestApp } from "../../../test/server/harness";
import { createCards, createUser } from "../../../test/server/factories";
import SquadRouteQuery from "../../../client/__generated__/SquadRouteQuery.graphql";
import SquadsRouteQuery from "../../../client/__generated__/SquadsRouteQuery.graphql";

// The squad page and the /squads list exactly as the browser asks for them: at most 3 statements each.
const PAGE_TEXT = SquadRouteQuery.params.text!;
const LIST_TEXT = SquadsRouteQuery.params.text!;

describe.each(BACKENDS)("the squad pages' SQL on %s", (backend) => {
  let t: TestApp;
  let squadId: string;
  let ownerToken: string;

  beforeAll(async () => {
    t = await startTestApp(backend);
    const cards = await createCards(t.db.prisma, 18);
    const users = await Promise.all([1, 2, 3].map(() => createUser(t.db.prisma)));
    ownerToken = users[0].token;
    for (let n = 0; n < 25; n++) {
      const squad = await t.db.prisma.squad.create({
        data: {
          userId: users[n % 3].user.id, name: `스쿼드 ${n}`, formation: n % 2 ? "4-3-3 홀딩" : "5-3-2", likeCount: n % 7,
          players: { create: cards.map((c, slot) => ({ slot, cardId: c.id })) },
          comments: { create: users.map((u) => ({ userId: u.user.id, content: "좋아요" })) },
        },
      });
      squadId = Buffer.from(`Squad:${squad.id}`).toString("base64");
    }
  });
  afterAll(() => t.close());

  it("serves a squad with its 18 cards, author and comments in at most 3 statements", async () => {
    const { result, queries } = await t.countQueries(() => t.gql(PAGE_TEXT, { id: squadId }));
    expect(result.errors).toBeUndefined();
    expect(result.data.squad.players).toHaveLength(18);
    expect(result.data.squad.comments.edges).toHaveLength(3);
    expect(queries.length).toBeLessThanOrEqual(3);
  });

  it("serves the list, newest or most liked, by formation, or the member's own, in at most 3 statements", async () => {
    const cases = [
      { variables: { sort: "NEWEST", formation: null, mine: false }, rows: 20 },
      { variables: { sort: "LIKES", formation: "5-3-2", mine: false }, rows: 13 },
      { variables: { sort: "NEWEST", formation: null, mine: true }, rows: 9, token: ownerToken },
    ];
    for (const { variables, rows, token } of cases) {
      const { result, queries } = await t.countQueries(() => t.gql(LIST_TEXT, variables, token));
      expect(result.errors).toBeUndefined();
      expect(result.data.squads.edges).toHaveLength(rows);
      expect(queries.length).toBeLessThanOrEqual(3);
    }
  });
});
