import { z } from "zod";
import { isFormationName, type FormationName } from "./formations";
import { isPositionBreak, type PositionBreak } from "./positions";
import { RATING_MAX, RATING_MIN, REVIEW_RATING_KEYS, overallRating, type ReviewRatingKey } from "./rating";

/** Korean messages of reviews, replies, likes and votes, shared by forms and server. */
export const REVIEW_MESSAGES = {
  loginRequiredTitle: "로그인 필요",
  loginRequired: "리뷰를 작성하려면 로그인이 필요합니다.",
  loginFirst: "리뷰를 작성하려면 먼저 로그인해 주세요",
  formationRequiredTitle: "포메이션 선택 필요",
  formationRequired: "포메이션을 선택해주세요.",
  ratingsRequiredTitle: "모든 항목 평가 필요",
  ratingsRequired: "모든 카테고리에 대해 평점을 매겨주세요.",
  positionBreakInvalid: "포지션을 다시 선택해주세요.",
  textTooLong: "리뷰는 2000자 이하로 입력해주세요.",
  created: "리뷰 작성 완료!",
  updated: "리뷰 수정 완료!",
  createFailed: "리뷰 작성 실패",
  updateFailed: "리뷰 수정 실패",
  createError: "리뷰 작성 중 오류가 발생했습니다.",
  updateError: "리뷰 수정 중 오류가 발생했습니다.",
  deleteFailed: "리뷰 삭제 실패",
  deleteConfirm: "리뷰를 삭제하시겠습니까? 이 카드에 남긴 이 작성자의 리뷰가 삭제되며, 이전에 작성한 리뷰도 다시 표시되지 않습니다.",
  deleted: "리뷰가 삭제되었습니다.",
  replacesPrevious: "이 카드에 이미 작성한 리뷰가 있습니다. 새 리뷰를 등록하면 이전 리뷰를 대신해 표시됩니다.",
  notFound: "리뷰를 찾을 수 없습니다.",
  editForbidden: "본인이 작성한 리뷰만 수정할 수 있습니다",
  empty: "아직 작성된 리뷰가 없습니다",
  replyLoginRequired: "댓글을 작성하려면 로그인이 필요합니다",
  replyRequiredTitle: "댓글 내용 필요",
  replyRequired: "댓글 내용을 입력해주세요",
  replyTooLong: "댓글은 1000자 이하로 입력해주세요.",
  replyPoint: "+1점 적립",
  replyFailed: "댓글 작성 실패",
  replyDeleteFailed: "댓글 삭제 실패",
  replyNotFound: "댓글을 찾을 수 없습니다.",
  replyDeleteForbidden: "본인이 작성한 댓글만 삭제할 수 있습니다",
  noReplies: "아직 댓글이 없습니다",
  liked: "추천을 완료했습니다",
  unliked: "추천을 취소했습니다",
  likeFailed: "추천 처리에 실패했습니다.",
  voteFailed: "투표 처리에 실패했습니다.",
  voteCooldown: "이미 24시간 이내에 투표하셨습니다. 24시간 후에 다시 투표할 수 있습니다.",
} as const;

/** A user may vote on the same review again only this long after their last vote. */
export const VOTE_COOLDOWN_MS = 24 * 60 * 60 * 1000;
const REVIEW_TEXT_MAX = 2000;
const REPLY_MAX = 1000;
/** Card page: top formations shown. */
export const TOP_FORMATIONS = 5;

const rating = z
  .number({ error: REVIEW_MESSAGES.ratingsRequired })
  .int(REVIEW_MESSAGES.ratingsRequired)
  .min(RATING_MIN, REVIEW_MESSAGES.ratingsRequired)
  .max(RATING_MAX, REVIEW_MESSAGES.ratingsRequired);

const ratingShape = Object.fromEntries(REVIEW_RATING_KEYS.map(({ key }) => [key, rating])) as Record<ReviewRatingKey, typeof rating>;

/** Trimmed text, empty → null. */
function normaliseReviewText(text: string | null | undefined): string | null {
  const trimmed = (text ?? "").trim();
  return trimmed === "" ? null : trimmed;
}

/**
 * The review payload minus cardId and overallRating (the server computes it). The formation
 * check runs before the ratings so the first message is the spec's order: formation, then ratings.
 */
export const reviewInputSchema = z.object({
  formation: z.custom<FormationName>((v) => isFormationName(v), { error: REVIEW_MESSAGES.formationRequired }),
  ...ratingShape,
  positionBreak: z
    .custom<PositionBreak | "" | null | undefined>((v) => v === undefined || v === null || v === "" || isPositionBreak(v), {
      error: REVIEW_MESSAGES.positionBreakInvalid,
    })
    .optional()
    .transform((v): PositionBreak | null => (v ? v : null)),
  reviewText: z
    .string()
    .nullish()
    .transform(normaliseReviewText)
    .refine((v) => v === null || v.length <= REVIEW_TEXT_MAX, REVIEW_MESSAGES.textTooLong),
});
export type ReviewInput = z.output<typeof reviewInputSchema>;

/** The stored overall rating of a valid review input. */
export function reviewOverall(input: Pick<ReviewInput, ReviewRatingKey>): number {
  return overallRating(input);
}

export const replyInputSchema = z.object({
  content: z
    .string({ error: REVIEW_MESSAGES.replyRequired })
    .transform((s) => s.trim())
    .refine((s) => s.length > 0, REVIEW_MESSAGES.replyRequired)
    .refine((s) => s.length <= REPLY_MAX, REVIEW_MESSAGES.replyTooLong),
});

export type VoteDirection = "up" | "down";

/** Whether a user whose last vote on a review was at `lastVoteAt` may vote again at `now`. */
export function canVoteAgain(lastVoteAt: Date | null, now: Date): boolean {
  return lastVoteAt === null || now.getTime() - lastVoteAt.getTime() >= VOTE_COOLDOWN_MS;
}

/** Percent recommended (up / (up + down)), rounded; 0 with no votes. */
export function recommendPercent(up: number, down: number): number {
  const total = up + down;
  return total === 0 ? 0 : Math.round((up / total) * 100);
}

/** The newest-per-user rule: of one user's reviews of one card, the newest (ties: highest id) is shown. */
export function newestPerUser<T extends { userId: number; cardId: number; createdAt: Date; id: number }>(reviews: readonly T[]): T[] {
  const best = new Map<string, T>();
  for (const r of reviews) {
    const key = `${r.cardId}:${r.userId}`;
    const cur = best.get(key);
    if (!cur || r.createdAt > cur.createdAt || (r.createdAt.getTime() === cur.createdAt.getTime() && r.id > cur.id)) best.set(key, r);
  }
  return [...best.values()];
}
