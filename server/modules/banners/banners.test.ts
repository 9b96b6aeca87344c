import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS, startTestApp, type TestApp } from "../../../test/server/harness";
import { createBanner } from "../../../test/server/factories";

describe.each(BACKENDS)("banners on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
    await createBanner(t.db.prisma, { title: "둘째", displayOrder: 2 });
    await createBanner(t.db.prisma, { title: "숨김", displayOrder: 0, isActive: false });
    await createBanner(t.db.prisma, { title: "첫째", displayOrder: 1 });
  });
  afterAll(() => t.close());

  it("lists active banners in display order over GraphQL", async () => {
    const { data } = await t.gql(`{ banners { title displayOrder imageUrl } }`);
    expect(data.banners.map((b: { title: string }) => b.title)).toEqual(["첫째", "둘째"]);
  });

  it("answers GET /api/banners with the same list", async () => {
    const response = await fetch(`${t.url}/api/banners`);
    expect(response.status).toBe(200);
    const banners = await response.json();
    expect(banners.map((b: { title: string }) => b.title)).toEqual(["첫째", "둘째"]);
    expect(banners[0]).toMatchObject({ displayOrder: 1, isActive: true, imageUrl: "/banners/1.svg" });
  });

  it("maps unknown API paths and methods to JSON errors", async () => {
    const missing = await fetch(`${t.url}/api/nothing-here`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: "요청한 API를 찾을 수 없습니다." });
    const wrongMethod = await fetch(`${t.url}/api/banners/`, { method: "PATCH" });
    expect(wrongMethod.status).toBe(405);
  });
});
