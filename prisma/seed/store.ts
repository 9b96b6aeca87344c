/** SQL rows for users, cards, reviews and their likes, votes and replies. */
import type { ScriptRunner } from "../../server/platform/db";
import { FORMATION_NAMES } from "../../domain/formations";
import type { SeedCard } from "./cards";
import { DETAIL_KEYS, GK_KEYS, MAIN_KEYS } from "./cardStats";
import { Rng } from "./random";
import type { Reactions } from "./reactions";
import { POSITION_NAMES, type ReviewSet } from "./reviews";
import { insertRows, lit, ts } from "./sql";
import { seedReviewLevel } from "./cardLevels";
import { REPLY_TEXTS, THREAD_REPLY_TEXTS, fill, reviewText } from "./texts";
import type { SeedUser } from "./users";

export async function insertUsers(db: ScriptRunner, users: SeedUser[], hashes: (u: SeedUser) => string): Promise<void> {
  await insertRows(
    db, "User",
    ["id", "username", "email", "passwordHash", "nickname", "profileName", "isAdmin", "legendaryIcon", "isEmailVerified", "createdAt", "updatedAt"],
    users.map((u) =>
      [u.id, lit(u.username), lit(u.email), lit(hashes(u)), lit(u.nickname), lit(u.profileName), lit(u.isAdmin), lit(u.legendaryIcon), "TRUE", ts(u.createdAt), ts(u.createdAt)].join(","),
    ),
  );
}

const CARD_COLUMNS = [
  "id", "name", "searchKey", "imageUrl", "position", "ovr", "team", "league", "nation", "height", "weight", "skillMoves",
  "skillMovesList", "leftFootRating", "rightFootRating", "isTwoFooted", "weakFoot", "footPreference", "skillBoost",
  "workRateAtt", "workRateDef", "isNew", "className", "playerKey", "staminaRating", "createdAt", "updatedAt",
  ...MAIN_KEYS, ...DETAIL_KEYS, ...GK_KEYS,
];

export async function insertCards(db: ScriptRunner, cards: SeedCard[]): Promise<void> {
  function* rows() {
    for (const c of cards) {
      const gk = c.sheet.gk;
      yield [
        c.id, lit(c.name), lit(c.searchKey), "NULL", lit(c.position), c.ovr, lit(c.team), lit(c.league), lit(c.nation), c.height,
        c.weight, c.skillMoves, lit({ json: c.skillMovesList }), c.leftFootRating, c.rightFootRating, lit(c.isTwoFooted), c.weakFoot,
        lit(c.footPreference), lit(c.skillBoost), lit(c.workRateAtt), lit(c.workRateDef), lit(c.isNew), lit(c.className),
        lit(c.playerKey), c.staminaRating, ts(c.createdAt), ts(c.createdAt),
        ...MAIN_KEYS.map((k) => c.sheet.main[k]), ...DETAIL_KEYS.map((k) => c.sheet.detail[k]), ...GK_KEYS.map((k) => (gk ? gk[k] : "NULL")),
      ].join(",");
    }
  }
  await insertRows(db, "Card", CARD_COLUMNS, rows(), { rowsPerStatement: 1000 });
}

/** Per-review counters written with the rows (derived.ts re-checks them in SQL; a bulk UPDATE of a million rows is slow). */
export interface ReviewCounters { likes: Int32Array; up: Int32Array; down: Int32Array; replies: Int32Array }

export function reviewCounters(n: number, likes: Reactions, votes: Reactions, replies: Reactions): ReviewCounters {
  const c = { likes: new Int32Array(n), up: new Int32Array(n), down: new Int32Array(n), replies: new Int32Array(n) };
  for (let i = 0; i < likes.n; i++) c.likes[likes.review[i]]++;
  for (let i = 0; i < votes.n; i++) (votes.kind[i] === 0 ? c.up : c.down)[votes.review[i]]++;
  for (let i = 0; i < replies.n; i++) c.replies[replies.review[i]]++;
  return c;
}

export async function insertReviews(db: ScriptRunner, reviews: ReviewSet, counters: ReviewCounters, cards: SeedCard[], seed: string): Promise<void> {
  const formations = FORMATION_NAMES.map((f) => lit(f));
  function* rows() {
    for (let i = 0; i < reviews.n; i++) {
      const id = i + 1;
      const card = cards[reviews.card[i] - 1];
      const r = reviews.ratings.subarray(i * 6, i * 6 + 6);
      const pb = reviews.positionBreak[i] >= 0 ? POSITION_NAMES[reviews.positionBreak[i]] : null;
      const played = pb ?? card.position;
      const text = reviews.hasText[i]
        ? lit(reviewText(Rng.of(seed, "review-text", id), r, card.position === "GK", FORMATION_NAMES[reviews.formation[i]], played, pb !== null))
        : "NULL";
      const at = ts(reviews.time[i]);
      yield `${id},${card.id},${reviews.user[i]},${r[0]},${r[1]},${r[2]},${r[3]},${r[4]},${r[5]},${reviews.overall[i] / 10},${text},${formations[reviews.formation[i]]},'${card.position}',${pb ? `'${pb}'` : "NULL"},${pb ? `'${pb}'` : "NULL"},${reviews.latest[i] ? "TRUE" : "FALSE"},${counters.likes[i]},${counters.up[i]},${counters.down[i]},${counters.replies[i]},${at},${at},${seedReviewLevel(card.id, id) ?? "NULL"}`;
    }
  }
  await insertRows(
    db, "Review",
    ["id", "cardId", "userId", "paceRating", "shootingRating", "passingRating", "agilityRating", "defenseRating", "physicalRating",
      "overallRating", "reviewText", "formation", "originalPosition", "convertedPosition", "positionBreak", "isLatest",
      "likeCount", "upVotes", "downVotes", "replyCount", "createdAt", "updatedAt", "level"],
    rows(),
    { rowsPerStatement: 2500 },
  );
}

export async function insertLikes(db: ScriptRunner, likes: Reactions): Promise<void> {
  function* rows() {
    for (let i = 0; i < likes.n; i++) yield `${likes.review[i] + 1},${likes.user[i]},${ts(likes.time[i])}`;
  }
  await insertRows(db, "ReviewLike", ["reviewId", "userId", "createdAt"], rows(), { rowsPerStatement: 5000 });
}

export async function insertVotes(db: ScriptRunner, votes: Reactions): Promise<void> {
  function* rows() {
    for (let i = 0; i < votes.n; i++) {
      yield `${i + 1},${votes.review[i] + 1},${votes.user[i]},'${votes.kind[i] === 0 ? "UP" : "DOWN"}',${ts(votes.time[i])}`;
    }
  }
  await insertRows(db, "ReviewVote", ["id", "reviewId", "userId", "voteType", "createdAt"], rows(), { rowsPerStatement: 5000 });
}

export async function insertReplies(db: ScriptRunner, replies: Reactions, cards: SeedCard[], reviews: ReviewSet): Promise<void> {
  const top = REPLY_TEXTS.map((t) => t);
  function* rows() {
    for (let i = 0; i < replies.n; i++) {
      const parent = replies.parent[i];
      const card = cards[reviews.card[replies.review[i]] - 1];
      const content = parent < 0 ? fill(top[replies.kind[i]], { pos: card.position }) : THREAD_REPLY_TEXTS[replies.kind[i]];
      yield `${i + 1},${replies.review[i] + 1},${replies.user[i]},${parent < 0 ? "NULL" : parent + 1},${lit(content)},${ts(replies.time[i])}`;
    }
  }
  // A thread reply's parent comes before it in the rows, so it is inserted first.
  await insertRows(db, "ReviewReply", ["id", "reviewId", "userId", "parentReplyId", "content", "createdAt"], rows(), {
    rowsPerStatement: 5000,
  });
}
