import { z } from "zod";
import { initials, normalizeSearch } from "./hangul";
import { hasPostBody, isOwnMediaUrl, postPlainText, sanitizePostHtml } from "./postContent";
import { isPostType, type PostType } from "./posts";

/** Korean messages of the board, shared by the forms and the server. */
export const POST_MESSAGES = {
  inputRequired: "제목과 내용을 모두 입력해주세요.",
  titleTooLong: "제목은 100자 이하로 입력해주세요.",
  contentTooLong: "내용은 50,000자 이하로 입력해주세요.",
  typeInvalid: "게시판 분류를 다시 선택해주세요.",
  noticeForbidden: "공지사항은 관리자만 작성할 수 있습니다.",
  editForbidden: "수정 권한이 없습니다.",
  tagsTooMany: "태그는 10개까지 입력할 수 있습니다.",
  tagTooLong: "태그는 20자 이하로 입력해주세요.",
  attachmentsTooMany: "첨부 파일은 최대 10개까지 업로드할 수 있습니다.",
  attachmentInvalid: "첨부 파일 주소가 올바르지 않습니다.",
  commentRequired: "댓글 내용을 입력해주세요.",
  commentTooLong: "댓글은 1000자 이하로 입력해주세요.",
  postLoginRequired: "글을 작성하려면 로그인이 필요합니다.",
  likeLoginRequired: "좋아요를 누르려면 로그인이 필요합니다.",
  commentLoginRequired: "댓글을 작성하려면 로그인이 필요합니다.",
  postRateLimited: "게시글은 1시간에 10개까지 작성할 수 있습니다. 잠시 후 다시 시도해주세요.",
  commentRateLimited: "댓글은 1시간에 60개까지 작성할 수 있습니다. 잠시 후 다시 시도해주세요.",
} as const;

export const POST_LIMITS = { title: 100, content: 50_000, tags: 10, tagLength: 20, attachments: 10, comment: 1000 } as const;

/** Tags from an array or a comma-separated string: trimmed, empties and repeats dropped. */
export function parseTags(value: unknown): string[] {
  const parts = Array.isArray(value) ? value.flatMap((v) => (typeof v === "string" ? v.split(",") : [])) : typeof value === "string" ? value.split(",") : [];
  return [...new Set(parts.map((t) => t.trim()).filter((t) => t.length > 0))];
}

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

/** Whether the form may be submitted (spec: the button is disabled while title or content is empty). */
export function canSubmitPost(title: string, contentHtml: string): boolean {
  return title.trim().length > 0 && hasPostBody(sanitizePostHtml(contentHtml));
}

/**
 * The stored search column of a post: normalised title, the title's initials, the body text
 * and the author's nickname. Board search is `searchKey LIKE %normalizeSearch(q)%`
 * (domain/hangul.ts), so "ㅅㅎㅁ" finds a title about 손흥민.
 */
export function postSearchKey(title: string, contentHtml: string, authorNickname: string | null): string {
  const t = normalizeSearch(title);
  return [t, initials(t), normalizeSearch(postPlainText(contentHtml)), normalizeSearch(authorNickname ?? "")].join("|");
}
