import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS, startTestApp, type TestApp } from "../../../test/server/harness";
import { createUser } from "../../../test/server/factories";

const VERSIONS = /* GraphQL */ `
  query ($id: ID!) { card(id: $id) { playerKey className otherVersions { databaseId ovr className } } }
`;
const COMPARE = /* GraphQL */ `
  query ($ids: [ID!]!) { nodes(ids: $ids) { ... on Card { databaseId otherVersions { databaseId } } } }
`;
const gid = (id: number) => Buffer.from(`Card:${id}`).toString("base64");

describe.each(BACKENDS)("player versions on %s", (backend) => {
  let t: TestApp;
  let admin: string;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await startTestApp(backend);
    admin = (await createUser(t.db.prisma, { isAdmin: true })).token;
    // Through the admin write: an empty playerKey is derived from the name (spaces and case do not matter).
    const create = async (label: string, input: Record<string, unknown>) => {
      const res = await fetch(`${t.url}/api/cards`, {
        method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${admin}` }, body: JSON.stringify(input),
      });
      expect(res.status).toBeLessThan(300);
      ids[label] = (await res.json()).id;
    };
    await create("toty", { name: "박승용", position: "ST", ovr: 120, className: "TOTY" });
    await create("live", { name: "박 승용", position: "ST", ovr: 114, className: "LIVE" });
    await create("icon", { name: "박승용", position: "CF", ovr: 116, className: "ICON" });
    await create("namesake", { name: "박승용", position: "CB", ovr: 90, className: "LIVE", playerKey: "park-defender" });
  });
  afterAll(() => t.close());

  it("lists the player's other versions, strongest first, and keeps a namesake with its own key apart", async () => {
    const { data } = await t.gql(VERSIONS, { id: gid(ids.live) });
    expect(data.card.playerKey).toBe("박승용");
    expect(data.card.otherVersions).toEqual([
      { databaseId: ids.toty, ovr: 120, className: "TOTY" },
      { databaseId: ids.icon, ovr: 116, className: "ICON" },
    ]);
    const namesake = await t.gql(VERSIONS, { id: gid(ids.namesake) });
    expect(namesake.data.card.otherVersions).toEqual([]);
  });

  it("answers REST with the same versions in the list shape", async () => {
    const res = await fetch(`${t.url}/api/cards/${ids.live}/versions`);
    const body = await res.json();
    expect(body.cards.map((c: { id: number; className: string; playerKey: string }) => [c.id, c.className, c.playerKey])).toEqual([
      [ids.toty, "TOTY", "박승용"], [ids.icon, "ICON", "박승용"],
    ]);
    expect((await fetch(`${t.url}/api/cards/999999/versions`)).status).toBe(404);
  });

  it("reads the versions of every compared card in one statement", async () => {
    const { result, queries } = await t.countQueries(() => t.gql(COMPARE, { ids: [ids.toty, ids.live, ids.icon].map(gid) }));
    expect(result.data.nodes.map((n: { otherVersions: unknown[] }) => n.otherVersions.length)).toEqual([2, 2, 2]);
    // The three cards, then their versions together.
    expect(queries.length).toBe(2);
  });
});
