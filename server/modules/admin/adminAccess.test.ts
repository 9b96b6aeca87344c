import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getNamedType, isEnumType, isInputObjectType, isNonNullType, isObjectType, isUnionType, type GraphQLField, type GraphQLInputType } from "graphql";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { BACKENDS, startTestApp, type TestApp } from "../../../test/server/harness";
import { createBanner, createCards, createUser } from "../../../test/server/factories";
import { schema } from "../../schema";
import { createRestRouter } from "../../routes";

/** Fields whose Pothos options carry the admin scope: new admin fields are found without editing this test. */
function adminFields(type: "Query" | "Mutation") {
  const root = type === "Query" ? schema.getQueryType() : schema.getMutationType();
  return Object.values(root?.getFields() ?? {}).filter((f) => {
    const options = f.extensions?.pothosOptions as { authScopes?: { admin?: boolean } } | undefined;
    return options?.authScopes?.admin === true;
  });
}

/** A literal for a required argument of any type (the scope check runs before the resolver reads it). */
function literal(type: GraphQLInputType, id: string): string {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isInputObjectType(inner)) {
    const required = Object.values(inner.getFields()).filter((f) => isNonNullType(f.type));
    return `{ ${required.map((f) => `${f.name}: ${literal(f.type, id)}`).join(", ")} }`;
  }
  if (isEnumType(inner)) return inner.getValues()[0].name;
  switch (getNamedType(inner).name) {
    case "Int": return "1";
    case "Float": return "1";
    case "Boolean": return "false";
    case "ID": return JSON.stringify(id);
    default: return JSON.stringify("x");
  }
}

function documentFor(kind: "query" | "mutation", field: GraphQLField<unknown, unknown>, id: string) {
  const args = field.args.filter((a) => isNonNullType(a.type)).map((a) => `${a.name}: ${literal(a.type, id)}`);
  const named = getNamedType(field.type);
  const selection = isObjectType(named) || isUnionType(named) ? "{ __typename }" : "";
  return `${kind} { ${field.name}${args.length ? `(${args.join(", ")})` : ""} ${selection} }`;
}

const SPEC_ADMIN_CALLS = [
  "POST /api/cards/clear-new", "POST /api/reviews/cleanup-duplicates", "POST /api/cards", "PATCH /api/cards/:id", "DELETE /api/cards/:id",
  "GET /api/users", "DELETE /api/users/:id", "PUT /api/users/:id/restore", "GET /api/stats/detailed", "GET /api/stats/activity-logs",
  "GET /api/stats/daily-visitors", "POST /api/banners", "PUT /api/banners/:id", "DELETE /api/banners/:id",
  "POST /api/migrate/images", "POST /api/migrate/db-urls",
  // Beyond the spec: the bulk card import, the posts and announcements tabs.
  "POST /api/admin/cards/import", "GET /api/admin/posts", "POST /api/admin/announcements", "DELETE /api/admin/posts/:id",
  // Moderation queue (issue 17): not in the spec's tables, admin-only all the same.
  "GET /api/admin/reports", "POST /api/admin/reports/:id/hide", "POST /api/admin/reports/:id/dismiss",
];

describe.each(BACKENDS)("admin access on %s", (backend) => {
  let t: TestApp;
  let member: Awaited<ReturnType<typeof createUser>>;
  let cardId: number;
  const adminRoutes = createRestRouter().routes.filter((r) => r.admin);

  const snapshot = async () => {
    const db = t.db.prisma;
    return {
      cards: await db.card.findMany({ orderBy: { id: "asc" }, select: { id: true, isNew: true, name: true, updatedAt: true } }),
      banners: await db.banner.findMany({ orderBy: { id: "asc" } }),
      users: await db.user.findMany({ orderBy: { id: "asc" }, select: { id: true, isDeleted: true } }),
      sessions: await db.session.count({ where: { revokedAt: null } }),
      reports: await db.report.findMany({ orderBy: { id: "asc" } }),
    };
  };

  beforeAll(async () => {
    t = await startTestApp(backend);
    member = await createUser(t.db.prisma);
    await createUser(t.db.prisma, { isAdmin: true });
    [{ id: cardId }] = await createCards(t.db.prisma, 2);
    await t.db.prisma.card.update({ where: { id: cardId }, data: { isNew: true } });
    await createBanner(t.db.prisma, { title: "하나", displayOrder: 1 });
    await createBanner(t.db.prisma, { title: "둘", displayOrder: 2 });
  });
  afterAll(() => t.close());

  it("marks every admin call of the spec as an admin route", () => {
    const marked = adminRoutes.map((r) => `${r.method} ${r.path}`);
    for (const call of SPEC_ADMIN_CALLS) expect(marked).toContain(call);
  });

  it("answers 401 to a visitor and 403 to a member on every admin REST route, changing nothing", async () => {
    const before = await snapshot();
    for (const route of adminRoutes) {
      const path = route.path.replace(":id", String(cardId));
      const init = (token?: string): RequestInit => ({
        method: route.method,
        headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: route.method === "GET" ? undefined : JSON.stringify({ name: "바뀜", title: "바뀜", imageUrl: "/x.png", ovr: 99, position: "ST" }),
      });
      const visitor = await fetch(`${t.url}${path}`, init());
      expect([route.path, visitor.status]).toEqual([route.path, 401]);
      const res = await fetch(`${t.url}${path}`, init(member.token));
      expect([route.path, res.status]).toEqual([route.path, 403]);
      expect((await res.json()).message).toBe("관리자만 사용할 수 있습니다.");
    }
    expect(await snapshot()).toEqual(before);
  });

  it("refuses every admin-scoped GraphQL mutation and query to a member, changing nothing", async () => {
    const mutations = adminFields("Mutation");
    const queries = adminFields("Query");
    expect(mutations.map((f) => f.name)).toEqual(expect.arrayContaining(["createCard", "updateCard", "deleteCard", "clearNewCards", "createBanner", "deleteUser", "restoreUser", "cleanupDuplicateReviews", "startMediaMigration", "createAnnouncement", "hideReportedContent", "dismissReport", "unhideContent"]));
    const before = await snapshot();
    // A global id of the wrong type is refused before the scope check: give each field its node type.
    const bannerId = (await t.db.prisma.banner.findFirstOrThrow()).id;
    const idFor = (name: string) =>
      /banner/i.test(name) ? encodeGlobalID("Banner", bannerId) : /report/i.test(name) ? encodeGlobalID("Report", 1) : encodeGlobalID("Card", cardId);
    const id = encodeGlobalID("Card", cardId);
    for (const field of mutations) {
      const res = await t.gql(documentFor("mutation", field, idFor(field.name)), {}, member.token);
      // The scope check answers a GraphQL error before the resolver (and its typed errors) runs.
      expect([field.name, res.errors?.[0]?.message]).toEqual([field.name, "권한이 없습니다."]);
      expect(res.data?.[field.name] ?? null).toBeNull();
    }
    for (const field of queries) {
      const res = await t.gql(documentFor("query", field, id), {}, member.token);
      expect([field.name, res.errors?.[0]?.message]).toEqual([field.name, "권한이 없습니다."]);
    }
    expect(await snapshot()).toEqual(before);
  });
});
