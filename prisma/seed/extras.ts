/** The demo member's notifications and the admin dashboard's recent activity log. */
import type { ScriptRunner } from "../../server/platform/db";
import type { SeedCard } from "./cards";
import type { Community } from "./community";
import type { SeedFormationComment, SeedFormationReview } from "./formationReviews";
import { Rng } from "./random";
import type { Reactions } from "./reactions";
import type { ReviewSet } from "./reviews";
import { insertRows, lit, ts } from "./sql";
import { ADMIN_ID, DEMO_ID, type SeedUser } from "./users";

interface Note { type: string; at: number; source: number; message: string; cardId?: number; postId?: number; formationName?: string; contentId: number }

export async function seedNotifications(
  db: ScriptRunner, users: SeedUser[], cards: SeedCard[], reviews: ReviewSet, replies: Reactions, community: Community,
  formations: { reviews: SeedFormationReview[]; comments: SeedFormationComment[] },
): Promise<void> {
  const nick = new Map(users.map((u) => [u.id, u.nickname]));
  const byType = (type: string, notes: Note[], keep: number) => notes.sort((a, b) => b.at - a.at).slice(0, keep).map((n) => ({ ...n, type }));
  const replyNotes: Note[] = [];
  for (let i = 0; i < replies.n; i++) {
    const rv = replies.review[i];
    if (reviews.user[rv] !== DEMO_ID || replies.user[i] === DEMO_ID) continue;
    const card = cards[reviews.card[rv] - 1];
    replyNotes.push({
      type: "", at: replies.time[i], source: replies.user[i], cardId: card.id, contentId: rv + 1,
      message: `${nick.get(replies.user[i])}님이 회원님의 ${card.name} 리뷰에 답글을 남겼습니다.`,
    });
  }
  const demoPosts = new Map(community.posts.filter((p) => p.userId === DEMO_ID).map((p) => [p.id, p]));
  const postNotes: Note[] = community.comments
    .filter((c) => demoPosts.has(c.postId) && c.userId !== DEMO_ID)
    .map((c) => ({
      type: "", at: c.createdAt, source: c.userId, postId: c.postId, contentId: c.id,
      message: `${nick.get(c.userId)}님이 회원님의 게시글 "${demoPosts.get(c.postId)!.title}"에 댓글을 남겼습니다.`,
    }));
  const demoFormationReviews = new Map(formations.reviews.filter((r) => r.userId === DEMO_ID).map((r) => [r.id, r]));
  const formationNotes: Note[] = formations.comments
    .filter((c) => demoFormationReviews.has(c.formationReviewId) && c.userId !== DEMO_ID)
    .map((c) => {
      const fr = demoFormationReviews.get(c.formationReviewId)!;
      return {
        type: "", at: c.createdAt, source: c.userId, formationName: fr.formationName, contentId: fr.id,
        message: `${nick.get(c.userId)}님이 회원님의 ${fr.formationName} 포메이션 리뷰에 댓글을 남겼습니다.`,
      };
    });
  const notes = [
    ...byType("review_reply", replyNotes, 8),
    ...byType("post_comment", postNotes, 5),
    ...byType("formation_review_comment", formationNotes, 3),
  ].sort((a, b) => a.at - b.at);
  await insertRows(
    db, "Notification", ["id", "userId", "type", "contentId", "sourceUserId", "cardId", "formationName", "postId", "message", "isRead", "createdAt"],
    notes.map((n, i) =>
      [i + 1, DEMO_ID, lit(n.type), n.contentId, n.source, lit(n.cardId ?? null), lit(n.formationName ?? null), lit(n.postId ?? null),
        lit(n.message), lit(i < notes.length - 5), ts(n.at)].join(","),
    ),
  );
}

const AGENTS = [
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (Linux; Android 14; SM-S921N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
];

/** About 100 recent log lines: sign-ups, reviews and posts, newest last by id. */
export async function seedActivityLogs(db: ScriptRunner, users: SeedUser[], cards: SeedCard[], reviews: ReviewSet, community: Community, seed: string): Promise<void> {
  const rng = Rng.of(seed, "activity");
  const nick = new Map(users.map((u) => [u.id, u.nickname]));
  const logs: { userId: number; action: string; description: string; metadata: unknown; at: number }[] = [];
  for (const u of [...users].filter((x) => x.id !== ADMIN_ID).sort((a, b) => b.createdAt - a.createdAt).slice(0, 30)) {
    logs.push({ userId: u.id, action: "user_register", description: `새 회원 가입: ${u.nickname} (${u.username})`, metadata: { username: u.username }, at: u.createdAt });
  }
  for (let i = reviews.n - 1, added = 0; i >= 0 && added < 40; i--, added++) {
    const card = cards[reviews.card[i] - 1];
    logs.push({
      userId: reviews.user[i], action: "review_create", at: reviews.time[i],
      description: `${nick.get(reviews.user[i])}님이 ${card.name} (${card.position} ${card.ovr}) 카드에 리뷰를 작성했습니다.`,
      metadata: { reviewId: i + 1, cardId: card.id, overallRating: reviews.overall[i] / 10 },
    });
  }
  for (const p of community.posts.slice(-30)) {
    logs.push({ userId: p.userId, action: "post_create", description: `${nick.get(p.userId)}님이 게시글을 작성했습니다: ${p.title}`, metadata: { postId: p.id, type: p.type.toLowerCase() }, at: p.createdAt });
  }
  logs.sort((a, b) => a.at - b.at || a.action.localeCompare(b.action));
  await insertRows(
    db, "ActivityLog", ["id", "userId", "action", "description", "metadata", "ipAddress", "userAgent", "createdAt"],
    logs.map((l, i) =>
      [i + 1, l.userId, lit(l.action), lit(l.description), lit({ json: l.metadata }), lit(`203.0.113.${rng.int(1, 254)}`), lit(rng.pick(AGENTS)), ts(l.at)].join(","),
    ),
  );
}
