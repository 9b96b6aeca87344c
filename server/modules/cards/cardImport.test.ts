import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS, startTestApp, type TestApp } from "../../../test/server/harness";
import { createUser } from "../../../test/server/factories";
import { newCardDefaults } from "../../../domain/cardForm";
import { printCardImportCsv } from "../../../domain/cardImport";

type U = Awaited<ReturnType<typeof createUser>>;

const CSV = [
  "importKey,name,position,ovr,team,height,isNew,skillMovesList,pace",
  'son-115,손흥민,ST,115,토트넘,183,true,"헛다리, 마르세유 턴",95',
  "kim-110,김민재,CB,110,바이에른,190,false,,70",
].join("\r\n");

describe.each(BACKENDS)("bulk card import on %s", (backend) => {
  let t: TestApp;
  let member: U, admin: U;

  const upload = (body: BodyInit, query: string, token?: string, type = "text/csv") =>
    fetch(`${t.url}/api/admin/cards/import?${query}`, {
      method: "POST",
      headers: { "content-type": type, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body,
    }).then(async (r) => ({ status: r.status, body: await r.json() }));
  const cards = () => t.db.prisma.card.findMany({ orderBy: { id: "asc" } });

  beforeAll(async () => {
    t = await startTestApp(backend);
    [member, admin] = [await createUser(t.db.prisma), await createUser(t.db.prisma, { isAdmin: true })];
  });
  afterAll(() => t.close());

  it("is for admins only: 401 for a visitor, 403 for a member, nothing written", async () => {
    expect((await upload(CSV, "format=csv")).status).toBe(401);
    expect(await upload(CSV, "format=csv", member.token)).toEqual({ status: 403, body: { message: "관리자만 사용할 수 있습니다." } });
    expect(await cards()).toEqual([]);
  });

  it("previews a dry run without writing, then creates every card in one go with one activity log entry", async () => {
    const preview = await upload(CSV, "format=csv&dryRun=1", admin.token);
    expect(preview).toEqual({ status: 200, body: { dryRun: true, applied: false, total: 2, created: 2, updated: 0, errorCount: 0, errors: [] } });
    expect(await cards()).toEqual([]);

    const applied = await upload(CSV, "format=csv", admin.token);
    expect(applied.body).toMatchObject({ dryRun: false, applied: true, created: 2, updated: 0 });
    const [son, kim] = await cards();
    expect(son).toMatchObject({ importKey: "son-115", name: "손흥민", position: "ST", ovr: 115, team: "토트넘", height: 183, weight: 80, isNew: true, skillMovesList: ["헛다리", "마르세유 턴"], pace: 95, shooting: null, userId: admin.user.id });
    expect(son.searchKey).toContain("손흥민");
    expect(kim).toMatchObject({ importKey: "kim-110", isNew: false, skillMovesList: [] });
    const logs = await t.db.prisma.activityLog.findMany({ where: { action: { in: ["card_create", "card_update"] } } });
    expect(logs).toEqual([expect.objectContaining({ action: "card_create", description: "카드 일괄 가져오기: 2개 등록", userId: admin.user.id })]);
  });

  it("updates the cards its keys name (empty cells keep the stored value) and adds the new ones, without duplicates", async () => {
    const before = await cards();
    const json = JSON.stringify([
      { importKey: "son-115", name: "손흥민", position: "LW", ovr: 117 },
      { importKey: "new-1", name: "이강인", position: "CAM", ovr: 108, isTwoFooted: true, footPreference: "왼발" },
    ]);
    const preview = await upload(json, "format=json&dryRun=true", admin.token, "application/json");
    expect(preview.body).toMatchObject({ created: 1, updated: 1, errorCount: 0 });
    const applied = await upload(json, "format=json", admin.token, "application/json");
    expect(applied.body).toMatchObject({ applied: true, created: 1, updated: 1 });
    const after = await cards();
    expect(after).toHaveLength(3);
    expect(after[0]).toMatchObject({ id: before[0].id, importKey: "son-115", position: "LW", ovr: 117, team: "토트넘", height: 183, pace: 95, skillMovesList: ["헛다리", "마르세유 턴"] });
    expect(after[0].statsUpdatedAt.getTime()).toBeGreaterThan(before[0].statsUpdatedAt.getTime());
    expect(after[1]).toEqual(before[1]);
    expect(after[2]).toMatchObject({ importKey: "new-1", isTwoFooted: true, footPreference: null, weakFoot: null });
  });

  it("refuses the whole file when any row is bad, listing each row with the field's Korean message", async () => {
    const before = await cards();
    const bad = ["importKey,name,position,ovr,height", "son-115,손흥민,ST,118,", "x-1,,ST,90,", "x-2,선수,ST,90,220"].join("\n");
    const res = await upload(bad, "format=csv", admin.token);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: "2개 오류가 있어 아무것도 가져오지 않았습니다. 파일을 고친 뒤 다시 올려주세요.",
      applied: false, errorCount: 2,
      errors: [{ row: 3, field: "name", message: "이름, 포지션, OVR은 필수입니다." }, { row: 4, field: "height", message: "키은(는) 210 이하여야 합니다." }],
    });
    // The dry run answers 200 with the same list: the preview of what to fix.
    expect(await upload(bad, "format=csv&dryRun=1", admin.token)).toMatchObject({ status: 200, body: { errorCount: 2, updated: 1, created: 0 } });
    expect(await cards()).toEqual(before);
  });

  it("writes more rows than one statement batch (2,000) in one go, and a re-import updates them all", async () => {
    const file = (ovr: number) => printCardImportCsv(Array.from({ length: 2500 }, (_, i) => ({ importKey: `batch-${i}`, card: { ...newCardDefaults(), name: `배치 ${i}`, ovr } })));
    expect((await upload(file(90), "format=csv", admin.token)).body).toMatchObject({ applied: true, created: 2500, updated: 0 });
    expect((await upload(file(91), "format=csv", admin.token)).body).toMatchObject({ applied: true, created: 0, updated: 2500 });
    expect(await t.db.prisma.card.count({ where: { importKey: { startsWith: "batch-" }, ovr: 91 } })).toBe(2500);
  });

  it("answers 400 for an unreadable file or format and 413 past 20 MB", async () => {
    expect((await upload(CSV, "format=xml", admin.token)).body).toEqual(expect.objectContaining({ message: "format은 csv 또는 json이어야 합니다." }));
    expect((await upload("importKey,name\r\n", "format=csv", admin.token)).body.message).toBe("필수 열이 없습니다: position, ovr");
    expect((await upload(new Uint8Array([0x69, 0xff, 0xfe]), "format=csv", admin.token)).body.message).toBe("파일은 UTF-8 인코딩이어야 합니다.");
    const huge = await upload("x".repeat(20 * 1024 * 1024 + 1), "format=csv", admin.token);
    expect(huge).toEqual({ status: 413, body: { message: "가져오기 파일은 20MB 이하여야 합니다." } });
  });
});
