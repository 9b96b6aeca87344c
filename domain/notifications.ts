import { NOTIFICATION_TYPES } from "./notificationTypes";

/** Display kinds after the spec's type normalisation. */
export type NotificationKind =
  | "reviewComment"
  | "formationReviewComment"
  | "postComment"
  | "reviewLike"
  | "formationReviewLike"
  | "postLike"
  | "watchReview"
  | "watchStats"
  | "watchVersion"
  | "squadComment"
  | "squadLike"
  | "mention"
  | "other";

interface NotificationTarget {
  type: string;
  cardId: number | null;
  formationName: string | null;
  postId: number | null;
  contentId: number | null;
}

/** Card review reply/comment → review comment; formation reply/comment → formation review comment; community reply/comment → post comment; likes by what was liked. */
export function normalizeNotificationType(type: string): NotificationKind {
  const t = type.toLowerCase();
  if (t === "watch_review") return "watchReview";
  if (t === "watch_stats") return "watchStats";
  if (t === "watch_version") return "watchVersion";
  if (t.includes("mention")) return "mention";
  if (t.startsWith("squad_")) return t.includes("like") ? "squadLike" : "squadComment";
  // Likes received (not in the spec, which predates them) go where the liked item is.
  if (t.includes("like")) {
    if (t.includes("formation")) return "formationReviewLike";
    if (t.includes("post")) return "postLike";
    if (t.includes("review")) return "reviewLike";
  }
  const isReplyOrComment = t.includes("reply") || t.includes("comment");
  if (!isReplyOrComment) return "other";
  if (t.includes("formation")) return "formationReviewComment";
  if (t.includes("post") || t.includes("community")) return "postComment";
  if (t.includes("review") || t.includes("card")) return "reviewComment";
  return "other";
}

/** Where clicking a notification navigates. */
export function notificationLink(n: NotificationTarget): string {
  switch (normalizeNotificationType(n.type)) {
    case "watchStats":
    case "watchVersion":
      return n.cardId ? `/cards/${n.cardId}` : "/watchlist";
    case "watchReview":
      return n.cardId ? `/cards/${n.cardId}?tab=reviews` : "/watchlist";
    case "reviewComment":
    case "reviewLike":
      return n.cardId ? `/cards/${n.cardId}?tab=reviews` : "/community";
    case "formationReviewComment":
    case "formationReviewLike":
      return n.formationName
        ? `/formation-detail?formation=${encodeURIComponent(n.formationName)}&tab=reviews`
        : "/community";
    case "postComment":
    case "postLike":
    case "mention": {
      const id = n.postId ?? n.contentId;
      if (!id) return "/community";
      // A comment, a reply or a mention in a comment opens the post at that comment (the post page
      // scrolls to and marks `#comment-{id}`: PostComments.tsx). Older rows that kept the post's id
      // there name no comment on the page, which then opens at its top.
      const atComment = n.postId && n.contentId && (n.type === NOTIFICATION_TYPES.postComment || n.type === NOTIFICATION_TYPES.postReply || n.type === NOTIFICATION_TYPES.commentMention);
      return atComment ? `/posts/${id}#comment-${n.contentId}` : `/posts/${id}`;
    }
    case "squadComment":
    case "squadLike":
      return n.contentId ? `/squads/${n.contentId}` : "/squads";
    default:
      return "/community";
  }
}

/** A post title as notifications quote it: at most 20 characters. */
function quotedTitle(title: string): string {
  const chars = [...title.trim()];
  return `「${chars.length > 20 ? `${chars.slice(0, 20).join("")}…` : chars.join("")}」`;
}

/** What a notification says, naming the item it is about (the card of a review, the title of a post). */
export const NOTIFICATION_TEXT = {
  reviewComment: (actor: string, cardName: string) => `${actor}님이 회원님의 ${cardName} 리뷰에 댓글을 남겼습니다.`,
  formationReviewComment: (actor: string, formation: string) => `${actor}님이 회원님의 ${formation} 포메이션 리뷰에 댓글을 남겼습니다.`,
  postComment: (actor: string, title: string) => `${actor}님이 회원님의 게시글 ${quotedTitle(title)}에 댓글을 남겼습니다.`,
  postReply: (actor: string, title: string) => `${actor}님이 게시글 ${quotedTitle(title)}의 회원님 댓글에 답글을 남겼습니다.`,
  /** A mention (server/modules/community/mentions.ts): in a post, or in a comment on it. */
  postMention: (actor: string, title: string) => `${actor}님이 게시글 ${quotedTitle(title)}에서 회원님을 언급했습니다.`,
  commentMention: (actor: string, title: string) => `${actor}님이 게시글 ${quotedTitle(title)}의 댓글에서 회원님을 언급했습니다.`,
  squadComment: (actor: string, name: string) => `${actor}님이 회원님의 스쿼드 ${quotedTitle(name)}에 댓글을 남겼습니다.`,
};

/**
 * A batched notification's text: `one` when a single member acted, else `many[0]` + the number of
 * others + `many[1]`, so the database can put the number in when a like batches into the row.
 */
export interface BatchedText {
  one: string;
  many: [string, string];
}

function batched(actor: string, rest: string): BatchedText {
  return { one: `${actor}님이 ${rest}`, many: [`${actor}님 외 `, `명이 ${rest}`] };
}

/** Likes received, one unread notification per liked item: "밥님 외 19명이 회원님의 … 리뷰를 추천했습니다." */
export const LIKE_NOTIFICATION_TEXT = {
  reviewLike: (actor: string, cardName: string) => batched(actor, `회원님의 ${cardName} 리뷰를 추천했습니다.`),
  postLike: (actor: string, title: string) => batched(actor, `회원님의 게시글 ${quotedTitle(title)}에 좋아요를 눌렀습니다.`),
  formationReviewLike: (actor: string, formation: string) => batched(actor, `회원님의 ${formation} 포메이션 리뷰에 좋아요를 눌렀습니다.`),
  squadLike: (actor: string, name: string) => batched(actor, `회원님의 스쿼드 ${quotedTitle(name)}에 좋아요를 눌렀습니다.`),
};

/** Watchlist alerts (관심 선수): a card is named with its position and OVR, as on its tile. */
export const WATCH_NOTIFICATION_TEXT = {
  /** Batched per card per hour: the count is the reviews since the batch began. */
  review: (card: string): BatchedText => ({ one: `관심 선수 ${card}에 새 리뷰가 달렸습니다.`, many: [`관심 선수 ${card}에 새 리뷰 `, `개가 달렸습니다.`] }),
  stats: (card: string, summary: string) => `관심 선수 ${card}의 능력치가 변경되었습니다: ${summary}`,
  version: (player: string, card: string) => `관심 선수 ${player}의 새 카드가 나왔습니다: ${card}`,
};

/** A card as the watch alerts name it: "손흥민 (ST 112)". */
export const watchedCardLabel = (card: { name: string; position: string; ovr: number }) => `${card.name} (${card.position} ${card.ovr})`;
