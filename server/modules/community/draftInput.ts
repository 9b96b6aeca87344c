import { z } from "zod";
import { POST_LIMITS, POST_MESSAGES } from "../../../domain/postRules";
import { DRAFT_MESSAGES, DRAFT_TAGS_LENGTH } from "../../../domain/postDrafts";
import { postInputSchema } from "./postInput";
import { sanitizePostHtml } from "./postContent";

/**
 * A draft as the form holds it: every field may be empty (it is unfinished), but the bounds,
 * category check, attachment rule and HTML sanitising are the post's own (postInput.ts), so a
 * draft can never hold what a post could not.
 */
export const draftInputSchema = z.object({
  title: z.string({ error: POST_MESSAGES.titleTooLong }).max(POST_LIMITS.title, { error: POST_MESSAGES.titleTooLong }).nullish().transform((t) => t ?? ""),
  content: z
    .string({ error: POST_MESSAGES.contentTooLong })
    .max(POST_LIMITS.content, { error: POST_MESSAGES.contentTooLong })
    .nullish()
    .transform((html) => (html ? sanitizePostHtml(html) : "")),
  type: postInputSchema.shape.type.nullish().transform((t) => t ?? "free"),
  tags: z.string({ error: DRAFT_MESSAGES.tagsTooLong }).max(DRAFT_TAGS_LENGTH, { error: DRAFT_MESSAGES.tagsTooLong }).nullish().transform((t) => t ?? ""),
  attachments: postInputSchema.shape.attachments,
});
export type DraftInput = z.infer<typeof draftInputSchema>;

const rowId = z.coerce.number({ error: DRAFT_MESSAGES.draftIdInvalid }).int({ error: DRAFT_MESSAGES.draftIdInvalid }).min(1, { error: DRAFT_MESSAGES.draftIdInvalid }).max(2_147_483_647, { error: DRAFT_MESSAGES.draftIdInvalid });

/** `postId` on create: the post a draft edits (absent for a new post). */
export const draftTargetSchema = z.object({ postId: rowId.nullish().transform((id) => id ?? null) });

/** `draftId` on publish: the draft the post was written from, removed with it. */
export const publishedDraftSchema = z.object({ draftId: rowId.nullish().transform((id) => id ?? null) });
