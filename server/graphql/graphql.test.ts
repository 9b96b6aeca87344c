import fs from "node:fs";
import { printSchema } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "../schema";
import { BACKENDS, startTestApp, type TestApp } from "../../test/server/harness";
import { createUser } from "../../test/server/factories";

describe("schema", () => {
  it("matches the committed, sorted schema.graphql", () => {
    const committed = fs.readFileSync(new URL("../../schema.graphql", import.meta.url), "utf8");
    expect(committed).toBe(`${printSchema(schema)}\n`);
  });
});

describe.each(BACKENDS)("GraphQL endpoint on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
    const authors = await Promise.all([1, 2, 3, 4].map(() => createUser(t.db.prisma)));
    await t.db.prisma.post.createMany({
      data: Array.from({ length: 30 }, (_, i) => ({
        userId: authors[i % 4].user.id,
        title: `공지 ${i}`,
        content: "<p>본문</p>",
        type: i % 3 === 0 ? "NOTICE" : "FREE",
      })),
    });
  });
  afterAll(() => t.close());

  it("serves GraphiQL from the app itself, with no CDN", async () => {
    const response = await fetch(`${t.url}/graphql`, { headers: { accept: "text/html" } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("FC 모바일 카드 DB GraphQL");
    expect(html).not.toMatch(/unpkg\.com|jsdelivr/);
  });

  it("loads posts with their authors in a bounded number of statements (no N+1)", async () => {
    const query = `query ($first: Int!, $type: PostType) {
      posts(first: $first, type: $type) { totalCount edges { node { title type author { displayName isAdmin } } } }
    }`;
    const small = await t.countQueries(() => t.gql(query, { first: 2 }));
    const large = await t.countQueries(() => t.gql(query, { first: 30 }));
    expect(large.queries.length).toBe(small.queries.length);
    expect(large.queries.length).toBeLessThanOrEqual(3);

    const notices = await t.gql(query, { first: 3, type: "NOTICE" });
    expect(notices.data.posts.totalCount).toBe(10);
    expect(notices.data.posts.edges.map((e: { node: { title: string } }) => e.node.title)).toEqual(["공지 27", "공지 24", "공지 21"]);
  });

  it("rejects documents nested deeper than the limit", async () => {
    const nest = (depth: number): string => (depth === 0 ? "id" : `f${depth} { ${nest(depth - 1)} }`);
    const result = await t.gql(`{ ${nest(14)} }`);
    expect(result.errors?.map((e) => e.message).join("\n")).toMatch(/depth/i);
  });

  it("rejects documents with too many aliases", async () => {
    const aliases = Array.from({ length: 20 }, (_, i) => `a${i}: banners { id }`).join(" ");
    const result = await t.gql(`{ ${aliases} }`);
    expect(result.errors?.[0]?.message).toMatch(/alias/i);
  });
});

describe("the client's own operations", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("pglite");
  });
  afterAll(() => t.close());

  it("all pass the depth, alias, token and cost limits they were sized from", async () => {
    const dir = new URL("../../client/__generated__/", import.meta.url);
    const texts: [string, string][] = [];
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".graphql.ts"))) {
      const source = fs.readFileSync(new URL(file, dir), "utf8");
      const text = /"text": ("(?:[^"\\]|\\.)*")/.exec(source)?.[1];
      if (text) texts.push([file, JSON.parse(text) as string]);
    }
    expect(texts.length).toBeGreaterThan(20);
    const { validate, parse, schema: enveloped } = t.app.yoga.getEnveloped({});
    for (const [file, text] of texts) {
      // Armor's cost rule throws instead of reporting; either way the failure names the file.
      let errors: string[];
      try {
        errors = validate(enveloped, parse(text)).map((e: { message: string }) => e.message);
      } catch (error) {
        errors = [String(error)];
      }
      expect({ file, errors }).toEqual({ file, errors: [] });
    }
  });
});

describe("persisted operations", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("pglite");
  });
  afterAll(() => t.close());
  const post = (body: unknown) =>
    t.app.yoga.fetch("http://test/graphql", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

  it("runs a client operation sent by its relay-compiler hash alone", async () => {
    const store = JSON.parse(fs.readFileSync(new URL("../../client/persisted-operations.json", import.meta.url), "utf8")) as Record<string, string>;
    const [hash] = Object.entries(store).find(([, text]) => text.startsWith("query RootRouteQuery"))!;
    const response = await post({ operationName: "RootRouteQuery", extensions: { persistedQuery: { version: 1, sha256Hash: hash } } });
    expect(await response.json()).toEqual({ data: { viewer: null } });
  });

  it("holds every client operation the compiler emitted, and nothing else", () => {
    // A merge can keep a stale store that relay-compiler does not refill; the browser then gets
    // PersistedQueryNotFound for the missing pages.
    const store = JSON.parse(fs.readFileSync(new URL("../../client/persisted-operations.json", import.meta.url), "utf8")) as Record<string, string>;
    const dir = new URL("../../client/__generated__/", import.meta.url);
    const ids = fs
      .readdirSync(dir)
      .map((file) => /"id": "([0-9a-f]{64})"/.exec(fs.readFileSync(new URL(file, dir), "utf8"))?.[1])
      .filter((id): id is string => Boolean(id));
    expect(ids.length).toBeGreaterThan(20);
    expect(Object.keys(store).sort()).toEqual([...new Set(ids)].sort());
  });

  it("refuses an unknown hash and still accepts a full document", async () => {
    const unknown = await (await post({ extensions: { persistedQuery: { version: 1, sha256Hash: "0".repeat(64) } } })).json();
    expect(unknown.errors[0].message).toBe("PersistedQueryNotFound");
    expect(await (await post({ query: "{ viewer { id } }" })).json()).toEqual({ data: { viewer: null } });
  });
});
