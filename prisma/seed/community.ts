/** Community board: posts (notices by the admin), tags, attachments, threaded comments and likes. */
import type { ScriptRunner } from "../../server/platform/db";
import { FORMATION_NAMES } from "../../domain/formations";
import { postSearchKey } from "../../server/modules/community/postInput";
import type { SeedCard } from "./cards";
import { NOTICES, TAGS, TAGS_BY_TYPE, postContent, postTitle, type SeedPostType } from "./posts";
import { BASE_TIME, DAY_MS, END_TIME, HOUR_MS, Rng, sampleDistinct } from "./random";
import { actors } from "./reactions";
import { insertRows, lit, ts } from "./sql";
import { COMMENT_REPLY_TEXTS, COMMENT_TEXTS, fill } from "./texts";
import { ADMIN_ID, DEMO_ID, type SeedUser } from "./users";

interface SeedPost { id: number; userId: number; type: SeedPostType; title: string; createdAt: number }
interface SeedComment { id: number; postId: number; userId: number; parentId: number | null; content: string; createdAt: number }

export interface Community { posts: SeedPost[]; comments: SeedComment[] }

export async function seedCommunity(
  db: ScriptRunner, users: SeedUser[], cards: SeedCard[],
  size: { posts: number; comments: number; postLikes: number }, seed: string,
): Promise<Community> {
  const rng = Rng.of(seed, "community");
  const who = actors(users);
  const joined = new Map(users.map((u) => [u.id, u.createdAt]));
  const drafts: (Omit<SeedPost, "id"> & { content: string })[] = NOTICES.map(([daysBefore, title, content]) => ({
    userId: ADMIN_ID, type: "NOTICE" as const, title, content, createdAt: END_TIME - daysBefore * DAY_MS + 10 * HOUR_MS,
  }));
  const demoPosts = new Set([12, 37, 120, 211]);
  for (let i = drafts.length; i < size.posts; i++) {
    const type = rng.weighted([["FREE", 62], ["QUESTION", 20], ["TIP", 18]] as const);
    const userId = demoPosts.has(i) ? DEMO_ID : who.ids[who.index.draw(rng)];
    const card = rng.pick(cards);
    const values = { card: card.name, team: card.team, pos: card.position, formation: rng.pick(FORMATION_NAMES) };
    const from = Math.max(joined.get(userId)!, BASE_TIME + 3 * DAY_MS);
    drafts.push({
      userId, type, title: postTitle(rng, type, values), content: postContent(rng, type, values),
      createdAt: Math.round(from + (END_TIME - from) * rng.next() ** 0.8),
    });
  }
  const order = drafts.map((d, i) => ({ d, i })).sort((a, b) => a.d.createdAt - b.d.createdAt || a.i - b.i);
  const posts = order.map(({ d }, i) => ({ ...d, id: i + 1 }));

  // Comments: a heavy tail per post, a quarter of them answering an earlier comment.
  const appeal = posts.map((p) => rng.logNormal(0.9) * (p.type === "NOTICE" ? 2 : 1));
  const appealSum = appeal.reduce((a, b) => a + b, 0);
  const commentDrafts: (Omit<SeedComment, "id" | "parentId"> & { parent: number })[] = [];
  posts.forEach((post, p) => {
    const count = rng.roundRandom((size.comments * 0.75 * appeal[p]) / appealSum);
    const firstTop = commentDrafts.length;
    for (let c = 0; c < count; c++) {
      let userId = who.ids[who.index.draw(rng)];
      if (userId === post.userId) userId = who.ids[who.index.draw(rng)];
      const from = Math.max(post.createdAt, joined.get(userId)!) + 60_000;
      const values = { formation: rng.pick(FORMATION_NAMES), card: rng.pick(cards).name };
      commentDrafts.push({ postId: post.id, userId, parent: -1, content: fill(rng.pick(COMMENT_TEXTS), values), createdAt: Math.round(from + (END_TIME - from) * rng.next() ** 3) });
    }
    const replies = count > 0 ? rng.roundRandom(count / 3) : 0;
    for (let r = 0; r < replies; r++) {
      const parent = firstTop + rng.int(0, count - 1);
      const userId = rng.chance(0.5) ? post.userId : who.ids[who.index.draw(rng)];
      const from = Math.max(commentDrafts[parent].createdAt, joined.get(userId)!) + 60_000;
      commentDrafts.push({ postId: post.id, userId, parent, content: rng.pick(COMMENT_REPLY_TEXTS), createdAt: Math.round(from + (END_TIME - from) * rng.next() ** 3) });
    }
  });
  const commentOrder = commentDrafts.map((d, i) => ({ d, i })).sort((a, b) => a.d.createdAt - b.d.createdAt || a.i - b.i);
  const idOf = new Int32Array(commentDrafts.length);
  commentOrder.forEach(({ i }, k) => (idOf[i] = k + 1));
  const comments: SeedComment[] = commentOrder.map(({ d }, k) => ({
    id: k + 1, postId: d.postId, userId: d.userId, parentId: d.parent < 0 ? null : idOf[d.parent], content: d.content, createdAt: d.createdAt,
  }));

  // Likes and views.
  const likeRows: string[] = [];
  const likeCount = new Int32Array(posts.length);
  posts.forEach((post, p) => {
    const want = rng.roundRandom((size.postLikes * appeal[p] * (0.5 + rng.next())) / appealSum);
    const author = who.positionOf.get(post.userId) ?? -1;
    for (const pos of sampleDistinct(rng, who.index, who.weights, want, author)) {
      const from = Math.max(post.createdAt, who.joined[pos]) + 60_000;
      likeRows.push(`${post.id},${who.ids[pos]},${ts(Math.round(from + (END_TIME - from) * rng.next() ** 3))}`);
      likeCount[p]++;
    }
  });
  const commentsPer = new Int32Array(posts.length);
  for (const c of comments) commentsPer[c.postId - 1]++;

  const nick = new Map(users.map((u) => [u.id, u.nickname]));
  await insertRows(db, "Post", ["id", "userId", "title", "content", "type", "views", "searchKey", "createdAt", "updatedAt"],
    posts.map((p, i) => {
      const views = Math.round(15 + likeCount[i] * 11 + commentsPer[i] * 6 + rng.logNormal(0.8) * 60 * (p.type === "NOTICE" ? 8 : 1));
      const key = postSearchKey(p.title, p.content, nick.get(p.userId) ?? null);
      return [lit(p.id), lit(p.userId), lit(p.title), lit(p.content), `'${p.type}'`, lit(views), lit(key), ts(p.createdAt), ts(p.createdAt)].join(",");
    }));
  await insertRows(db, "Tag", ["id", "name"], TAGS.map((t, i) => `${i + 1},${lit(t)}`));
  const tagRows: string[] = [];
  const attachmentRows: string[] = [];
  for (const p of posts) {
    const pool = rng.shuffle([...TAGS_BY_TYPE[p.type]]);
    const n = p.type === "NOTICE" ? 1 : rng.weighted([[0, 3], [1, 4], [2, 3], [3, 2]] as const);
    pool.slice(0, n).forEach((tag, position) => tagRows.push(`${p.id},${TAGS.indexOf(tag as (typeof TAGS)[number]) + 1},${position}`));
    if (p.type !== "NOTICE" && rng.chance(0.05)) {
      const count = rng.int(1, 2);
      for (let a = 0; a < count; a++) attachmentRows.push(`${attachmentRows.length + 1},${p.id},'/banners/banner-${rng.int(1, 4)}.svg',${a}`);
    }
  }
  await insertRows(db, "PostTag", ["postId", "tagId", "position"], tagRows);
  await insertRows(db, "PostAttachment", ["id", "postId", "url", "position"], attachmentRows);
  await insertRows(db, "Comment", ["id", "postId", "userId", "parentId", "content", "createdAt", "updatedAt"],
    comments.map((c) => [c.id, c.postId, c.userId, lit(c.parentId), lit(c.content), ts(c.createdAt), ts(c.createdAt)].join(",")));
  await insertRows(db, "PostLike", ["postId", "userId", "createdAt"], likeRows);
  return { posts, comments };
}
