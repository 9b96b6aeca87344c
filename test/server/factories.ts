import { searchKey } from "../../domain/hangul";
import type { Db } from "../../server/platform/db";
import { createSession } from "../../server/core/session";

let counter = 0;
const next = () => ++counter;

/** A member (or admin) with a live session; returns the row and its bearer token. */
export async function createUser(db: Db, overrides: { isAdmin?: boolean; nickname?: string | null; isDeleted?: boolean } = {}) {
  const n = next();
  const user = await db.user.create({
    data: {
      username: `user${n}`,
      email: `user${n}@test.example`,
      passwordHash: "not-a-real-hash",
      nickname: overrides.nickname === undefined ? `테스터${n}` : overrides.nickname,
      isAdmin: overrides.isAdmin ?? false,
      isDeleted: overrides.isDeleted ?? false,
      isEmailVerified: true,
    },
  });
  const token = await createSession(db, user.id, 30);
  return { user, token };
}

export async function createCards(db: Db, count: number, position = "ST") {
  const data = Array.from({ length: count }, (_, i) => {
    const name = `테스트선수${next()}`;
    return { name, searchKey: searchKey(name), position, ovr: 80 + (i % 30), pace: 90, shooting: 85, passing: 80, agilityMain: 88, defending: 40, physical: 75 };
  });
  await db.card.createMany({ data });
  return db.card.findMany({ orderBy: [{ ovr: "desc" }, { id: "desc" }] });
}

export function createBanner(db: Db, data: { title: string; displayOrder: number; isActive?: boolean }) {
  return db.banner.create({ data: { imageUrl: `/banners/${data.displayOrder}.svg`, ...data } });
}
