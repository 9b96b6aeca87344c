import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS, startTestApp, type TestApp } from "../../test/server/harness";
import { createCards, createUser } from "../../test/server/factories";

const SHELL = `<!doctype html><html lang="ko"><head><meta charset="UTF-8" /><title>FC 모바일 카드 DB</title></head>
<body><noscript>JavaScript</noscript><div id="root"></div></body></html>`;
const metaOf = (html: string, key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)?.[1]?.replaceAll("&amp;", "&");

describe.each(BACKENDS)("the squad page's HTML and share image on %s", (backend) => {
  let t: TestApp;
  let clientDir: string;
  let publicId: number;
  let privateId: number;

  beforeAll(async () => {
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "fc-squad-pages-"));
    fs.writeFileSync(path.join(clientDir, "index.html"), SHELL);
    t = await startTestApp(backend, { CLIENT_DIR: clientDir });
    const cards = await createCards(t.db.prisma, 11);
    const { user } = await createUser(t.db.prisma, { nickname: "감독" });
    const players = { create: cards.map((c, slot) => ({ slot, cardId: c.id })) };
    publicId = (await t.db.prisma.squad.create({ data: { userId: user.id, name: "<b>우승</b> 스쿼드", description: "빠른 역습", formation: "4-3-3 홀딩", players } })).id;
    privateId = (await t.db.prisma.squad.create({ data: { userId: user.id, name: "비밀", formation: "5-3-2", isPublic: false, players: { create: [{ slot: 0, cardId: cards[0].id }] } } })).id;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  it("sends the squad's title, description, canonical URL and a versioned 1200×630 share image", async () => {
    const res = await fetch(`${t.url}/squads/${publicId}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("<title>&lt;b&gt;우승&lt;/b&gt; 스쿼드 — FC 모바일 카드 DB</title>");
    expect(metaOf(html, "og:title")).toContain("우승");
    expect(metaOf(html, "og:description")).toMatch(/^4-3-3 홀딩 스쿼드 · 평균 OVR \d+\.\d · 감독: 빠른 역습$/);
    const image = metaOf(html, "og:image")!;
    expect(image).toMatch(new RegExp(`/og/squads/${publicId}\\.png\\?v=[0-9a-f]{16}$`));
    const png = await fetch(image.replace(/^https?:\/\/[^/]+/, t.url));
    expect(png.status).toBe(200);
    expect(png.headers.get("content-type")).toBe("image/png");
    expect(png.headers.get("cache-control")).toContain("immutable");
    const bytes = Buffer.from(await png.arrayBuffer());
    expect(bytes.subarray(1, 4).toString()).toBe("PNG");
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  it("answers 404 for a private or missing squad, page and image alike", async () => {
    for (const id of [privateId, 999_999, 99_999_999_999]) {
      expect((await fetch(`${t.url}/squads/${id}`)).status).toBe(404);
      expect((await fetch(`${t.url}/og/squads/${id}.png`)).status).toBe(404);
    }
  });
});
