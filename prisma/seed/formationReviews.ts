/** Formation reviews with like/dislike reactions and threaded comments. */
import type { ScriptRunner } from "../../server/platform/db";
import { FORMATION_NAMES } from "../../domain/formations";
import { BASE_TIME, DAY_MS, END_TIME, Rng, sampleDistinct } from "./random";
import { actors } from "./reactions";
import { insertRows, lit, ts } from "./sql";
import { COMMENT_REPLY_TEXTS, FORMATION_COMMENT_TEXTS, FORMATION_REVIEW_TEXTS, fill } from "./texts";
import { DEMO_ID, type SeedUser } from "./users";

export interface SeedFormationReview { id: number; formationName: string; userId: number; createdAt: number }
export interface SeedFormationComment { id: number; formationReviewId: number; userId: number; parentId: number | null; createdAt: number }

export async function seedFormationReviews(
  db: ScriptRunner, users: SeedUser[], size: { formationReviews: number; formationReactions: number; formationComments: number }, seed: string,
): Promise<{ reviews: SeedFormationReview[]; comments: SeedFormationComment[] }> {
  const rng = Rng.of(seed, "formation-reviews");
  const who = actors(users);
  const joined = new Map(users.map((u) => [u.id, u.createdAt]));
  const popularity = FORMATION_NAMES.map((name) => [name, /^4-3-3 홀딩|^4-2-3-1 넓게|^4-4-2 플랫|^4-1-2-1-2 좁게/.test(name) ? 6 : 1 + rng.next() * 2] as const);
  const drafts: (Omit<SeedFormationReview, "id"> & { content: string })[] = [];
  for (let i = 0; i < size.formationReviews; i++) {
    const userId = i === 7 || i === 90 ? DEMO_ID : who.ids[who.index.draw(rng)];
    const formationName = rng.weighted(popularity);
    const from = Math.max(joined.get(userId)!, BASE_TIME + DAY_MS);
    drafts.push({
      userId, formationName, content: fill(rng.pick(FORMATION_REVIEW_TEXTS), { formation: formationName }),
      createdAt: Math.round(from + (END_TIME - from) * rng.next() ** 0.8),
    });
  }
  const reviews = drafts
    .map((d, i) => ({ d, i }))
    .sort((a, b) => a.d.createdAt - b.d.createdAt || a.i - b.i)
    .map(({ d }, k) => ({ ...d, id: k + 1 }));
  await insertRows(db, "FormationReview", ["id", "formationName", "userId", "content", "createdAt", "updatedAt"],
    reviews.map((r) => [r.id, lit(r.formationName), r.userId, lit(r.content), ts(r.createdAt), ts(r.createdAt)].join(",")));

  const appeal = reviews.map(() => rng.logNormal(0.8));
  const appealSum = appeal.reduce((a, b) => a + b, 0);
  const after = (at: number, userId: number) => {
    const from = Math.max(at, joined.get(userId)!) + 60_000;
    return Math.round(from + (END_TIME - from) * rng.next() ** 3);
  };
  const reactionRows: string[] = [];
  reviews.forEach((r, i) => {
    const want = rng.roundRandom((size.formationReactions * appeal[i]) / appealSum);
    const likeShare = 0.6 + rng.next() * 0.35;
    for (const pos of sampleDistinct(rng, who.index, who.weights, want, who.positionOf.get(r.userId) ?? -1)) {
      reactionRows.push(`${r.id},${who.ids[pos]},'${rng.chance(likeShare) ? "LIKE" : "DISLIKE"}',${ts(after(r.createdAt, who.ids[pos]))}`);
    }
  });
  await insertRows(db, "FormationReviewReaction", ["formationReviewId", "userId", "type", "createdAt"], reactionRows);

  const commentDrafts: { reviewId: number; userId: number; parent: number; content: string; createdAt: number }[] = [];
  reviews.forEach((r, i) => {
    // The demo member's formation reviews always get a couple of comments (for its notifications).
    const count = Math.max(r.userId === DEMO_ID ? 2 : 0, rng.roundRandom((size.formationComments * 0.75 * appeal[i]) / appealSum));
    const first = commentDrafts.length;
    for (let c = 0; c < count; c++) {
      let userId = who.ids[who.index.draw(rng)];
      while (userId === r.userId) userId = who.ids[who.index.draw(rng)];
      commentDrafts.push({ reviewId: r.id, userId, parent: -1, content: rng.pick(FORMATION_COMMENT_TEXTS), createdAt: after(r.createdAt, userId) });
    }
    const replies = count > 0 ? rng.roundRandom(count / 3) : 0;
    for (let k = 0; k < replies; k++) {
      const parent = first + rng.int(0, count - 1);
      const userId = rng.chance(0.6) ? r.userId : who.ids[who.index.draw(rng)];
      commentDrafts.push({ reviewId: r.id, userId, parent, content: rng.pick(COMMENT_REPLY_TEXTS), createdAt: after(commentDrafts[parent].createdAt, userId) });
    }
  });
  const order = commentDrafts.map((d, i) => ({ d, i })).sort((a, b) => a.d.createdAt - b.d.createdAt || a.i - b.i);
  const idOf = new Int32Array(commentDrafts.length);
  order.forEach(({ i }, k) => (idOf[i] = k + 1));
  const comments = order.map(({ d }, k) => ({
    id: k + 1, formationReviewId: d.reviewId, userId: d.userId, parentId: d.parent < 0 ? null : idOf[d.parent], content: d.content, createdAt: d.createdAt,
  }));
  await insertRows(db, "FormationReviewComment", ["id", "formationReviewId", "userId", "parentId", "content", "createdAt"],
    comments.map((c) => [c.id, c.formationReviewId, c.userId, lit(c.parentId), lit(c.content), ts(c.createdAt)].join(",")));
  return { reviews, comments };
}
