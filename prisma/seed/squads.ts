/** Public squads built from the demo cards, with likes, so /squads and the squad pages have content. */
import type { ScriptRunner } from "../../server/platform/db";
import { FORMATIONS } from "../../domain/formations";
import { ALTERNATIVE_POSITIONS } from "../../domain/squadFit";
import { BENCH_MAX, STARTERS } from "../../domain/squads";
import type { Position } from "../../domain/positions";
import { BASE_TIME, END_TIME, Rng } from "./random";
import { insertRows, lit, ts } from "./sql";
import type { SeedCard } from "./cards";
import type { SeedUser } from "./users";

const NAMES = ["주말 리그용", "역습 특화", "점유율 축구", "가성비 스쿼드", "국가대표 조합", "한 팀 케미", "공격 앞으로", "철벽 수비"];

export async function seedSquads(db: ScriptRunner, users: SeedUser[], cards: SeedCard[], count: number, seed: string): Promise<void> {
  const rng = Rng.of(seed, "squads");
  const byPosition = new Map<Position, SeedCard[]>();
  for (const c of cards) byPosition.set(c.position, [...(byPosition.get(c.position) ?? []), c]);
  const squads: string[] = [];
  const players: string[] = [];
  const likes: string[] = [];
  for (let id = 1; id <= count; id++) {
    const formation = rng.pick(FORMATIONS);
    const owner = rng.pick(users);
    const used = new Set<number>();
    const take = (pool: SeedCard[]) => {
      const free = pool.filter((c) => !used.has(c.id));
      const card = free.length ? rng.pick(free) : null;
      if (card) used.add(card.id);
      return card;
    };
    formation.positions.forEach(({ position }, slot) => {
      const pool = byPosition.get(position)?.length ? byPosition.get(position)! : (ALTERNATIVE_POSITIONS[position].flatMap((p) => byPosition.get(p) ?? []));
      const card = take(pool.length ? pool : cards);
      if (card) players.push(`${id},${slot},${card.id}`);
    });
    for (let b = 0; b < rng.int(0, BENCH_MAX); b++) {
      const card = take(cards);
      if (card) players.push(`${id},${STARTERS + b},${card.id}`);
    }
    const likers = new Set<number>();
    for (let n = rng.int(0, 12); n > 0; n--) likers.add(rng.pick(users).id);
    likers.delete(owner.id);
    for (const userId of likers) likes.push(`${id},${userId}`);
    const createdAt = ts(Math.round(Math.max(owner.createdAt, BASE_TIME) + (END_TIME - Math.max(owner.createdAt, BASE_TIME)) * rng.next()));
    squads.push([id, owner.id, lit(`${rng.pick(NAMES)} ${formation.name}`), lit(formation.name), likers.size, createdAt, createdAt].join(","));
  }
  await insertRows(db, "Squad", ["id", "userId", "name", "formation", "likeCount", "createdAt", "updatedAt"], squads);
  await insertRows(db, "SquadPlayer", ["squadId", "slot", "cardId"], players);
  await insertRows(db, "SquadLike", ["squadId", "userId"], likes);
}
