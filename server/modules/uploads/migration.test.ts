import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS, startTestApp, type TestApp } from "../../../test/server/harness";
import { createBanner, createCards, createUser } from "../../../test/server/factories";
import { rest } from "../../../test/server/accounts";

describe.each(BACKENDS)("media path migration on %s", (backend) => {
  let t: TestApp;
  let admin: { user: { id: number }; token: string };
  let member: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    admin = await createUser(t.db.prisma, { isAdmin: true });
    member = (await createUser(t.db.prisma)).token;
    const [a, b] = await createCards(t.db.prisma, 2);
    await t.db.prisma.card.update({ where: { id: a.id }, data: { imageUrl: "/uploads/a.png" } });
    await t.db.prisma.card.update({ where: { id: b.id }, data: { imageUrl: "/cards/b.svg" } });
    const banner = await createBanner(t.db.prisma, { title: "배너", displayOrder: 1 });
    await t.db.prisma.banner.update({ where: { id: banner.id }, data: { imageUrl: "/uploads/banner.jpg" } });
    await t.db.prisma.post.create({
      data: {
        userId: admin.user.id,
        title: "사진",
        content: '<p>/uploads/ 폴더 설명</p><img src="/uploads/x.png"><img src="/uploads/y.gif">',
        attachments: { create: [{ url: "/uploads/file.mp4" }] },
      },
    });
  });
  afterAll(() => t.close());

  it("is admin only", async () => {
    expect((await rest(t, "POST", "/api/migrate/db-urls")).status).toBe(401);
    expect((await rest(t, "POST", "/api/migrate/db-urls", undefined, member)).status).toBe(403);
  });

  it("rewrites /uploads/ paths to /objects/ once, counting rows", async () => {
    expect(await rest(t, "POST", "/api/migrate/db-urls", undefined, admin.token)).toEqual({ status: 200, body: { updatedCount: 4 } });
    const cards = await t.db.prisma.card.findMany({ select: { imageUrl: true }, orderBy: { id: "asc" } });
    expect(cards.map((c) => c.imageUrl).sort()).toEqual(["/cards/b.svg", "/objects/a.png"]);
    expect((await t.db.prisma.banner.findFirstOrThrow()).imageUrl).toBe("/objects/banner.jpg");
    const post = await t.db.prisma.post.findFirstOrThrow({ select: { content: true, attachments: { select: { url: true } } } });
    // Only attribute values move; prose mentioning the folder stays as written.
    expect(post.content).toBe('<p>/uploads/ 폴더 설명</p><img src="/objects/x.png"><img src="/objects/y.gif">');
    expect(post.attachments).toEqual([{ url: "/objects/file.mp4" }]);
    expect((await rest(t, "POST", "/api/migrate/db-urls", undefined, admin.token)).body).toEqual({ updatedCount: 0 });
  });
});
