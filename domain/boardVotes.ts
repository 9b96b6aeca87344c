/**
 * 추천/비추천 and 스크랩 rules shared by the board's server and client.
 *
 * A member holds at most one vote per post or comment: 추천 or 비추천. Pressing the same button
 * again takes the vote back; pressing the other one moves it. Nobody votes on their own content.
 */
export type VoteKind = "up" | "down";

export const VOTE_MESSAGES = {
  loginRequired: "추천/비추천을 하려면 로그인이 필요합니다.",
  ownContent: "본인이 작성한 글에는 추천/비추천할 수 없습니다.",
  kindInvalid: "추천 또는 비추천만 선택할 수 있습니다.",
  scrapLoginRequired: "스크랩하려면 로그인이 필요합니다.",
} as const;

/**
 * A comment folds ("비추천이 많아 숨겨진 댓글입니다", click to show) once it has at least
 * COMMENT_FOLD_DISLIKES 비추천 and more 비추천 than 추천: a few dislikes on a liked comment keep it open.
 */
export const COMMENT_FOLD_DISLIKES = 5;
export const COMMENT_FOLDED_TEXT = "비추천이 많아 숨겨진 댓글입니다";

export function isCommentFolded(likes: number, dislikes: number): boolean {
  return dislikes >= COMMENT_FOLD_DISLIKES && dislikes > likes;
}

export function parseVoteKind(value: unknown): VoteKind | null {
  return value === "up" || value === "down" ? value : null;
}
