import { z } from "zod";
import { initials, normalizeSearch } from "../../../domain/hangul";
import { hasPostBody, isOwnMediaUrl, postPlainText, sanitizePostHtml } from "./postContent";
import { isPostType, type PostType } from "../../../domain/posts";
import { POST_LIMITS, POST_MESSAGES, parseTags } from "../../../domain/postRules";

const text = (max: number, tooLong: string, required: string = POST_MESSAGES.inputRequired) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: tooLong });

/**
 * A post as written: title and content non-empty after trimming (content must have text, an image
 * or a video once sanitised), bounded lengths, a known type, tags and our own attachment URLs.
 * `content` comes out sanitised.
 */
export const postInputSchema = z.object({
  title: text(POST_LIMITS.title, POST_MESSAGES.titleTooLong),
  content: z
    .string({ error: POST_MESSAGES.inputRequired })
    .max(POST_LIMITS.content, { error: POST_MESSAGES.contentTooLong })
    .transform((html) => sanitizePostHtml(html))
    .refine(hasPostBody, { error: POST_MESSAGES.inputRequired }),
  type: z
    .string({ error: POST_MESSAGES.typeInvalid })
    .transform((t) => t.toLowerCase())
    .refine((t): t is PostType => isPostType(t), { error: POST_MESSAGES.typeInvalid })
    .transform((t) => t as PostType),
  tags: z
    .unknown()
    .optional()
    .transform(parseTags)
    .pipe(z.array(z.string().max(POST_LIMITS.tagLength, { error: POST_MESSAGES.tagTooLong })).max(POST_LIMITS.tags, { error: POST_MESSAGES.tagsTooMany })),
  attachments: z
    .array(z.string().refine(isOwnMediaUrl, { error: POST_MESSAGES.attachmentInvalid }), { error: POST_MESSAGES.attachmentInvalid })
    .max(POST_LIMITS.attachments, { error: POST_MESSAGES.attachmentsTooMany })
    .nullish()
    .transform((a) => a ?? []),
});
export type PostInput = z.infer<typeof postInputSchema>;

export const commentInputSchema = z.object({
  content: text(POST_LIMITS.comment, POST_MESSAGES.commentTooLong, POST_MESSAGES.commentRequired),
});

/**
 * The stored search column of a post: normalised title, the title's initials, the body text
 * and the author's nickname. Board search is `searchKey LIKE %normalizeSearch(q)%`
 * (domain/hangul.ts), so "ㅅㅎㅁ" finds a title about 손흥민.
 */
export function postSearchKey(title: string, contentHtml: string, authorNickname: string | null): string {
  const t = normalizeSearch(title);
  return [t, initials(t), normalizeSearch(postPlainText(contentHtml)), normalizeSearch(authorNickname ?? "")].join("|");
}
