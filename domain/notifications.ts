/** Display kinds after the spec's type normalisation. */
export type NotificationKind = "reviewComment" | "formationReviewComment" | "postComment" | "other";

interface NotificationTarget {
  type: string;
  cardId: number | null;
  formationName: string | null;
  postId: number | null;
  contentId: number | null;
}

/** Card review reply/comment → review comment; formation reply/comment → formation review comment; community reply/comment → post comment. */
export function normalizeNotificationType(type: string): NotificationKind {
  const t = type.toLowerCase();
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
    case "reviewComment":
      return n.cardId ? `/cards/${n.cardId}?tab=reviews` : "/community";
    case "formationReviewComment":
      return n.formationName
        ? `/formation-detail?formation=${encodeURIComponent(n.formationName)}&tab=reviews`
        : "/community";
    case "postComment": {
      const id = n.postId ?? n.contentId;
      return id ? `/posts/${id}` : "/community";
    }
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
  postComment: (actor: string, title: string) => `${actor}님이 회원님의 게시글 ${quotedTitle(title)}에 댓글을 남겼습니다.`,
  postReply: (actor: string, title: string) => `${actor}님이 게시글 ${quotedTitle(title)}의 회원님 댓글에 답글을 남겼습니다.`,
};
