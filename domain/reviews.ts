import { z } from "zod";
import { isFormationName, type FormationName } from "./formations";
import { isPositionBreak, type PositionBreak } from "./positions";
import { REVIEW_MESSAGES } from "./reviewMessages";
import { RATING_MAX, RATING_MIN, REVIEW_RATING_KEYS, overallRating, type ReviewRatingKey } from "./rating";


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
  // The 랭크 played at (one of the card's rank levels, checked by the server against the card);
  // null clears it, left out keeps it on an edit (and means none on a new review).
  level: z.number({ error: REVIEW_MESSAGES.levelInvalid }).int({ error: REVIEW_MESSAGES.levelInvalid }).min(1, { error: REVIEW_MESSAGES.levelNotOnCard }).max(5, { error: REVIEW_MESSAGES.levelNotOnCard }).nullish(),
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
