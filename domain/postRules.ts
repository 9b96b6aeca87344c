/** Board messages and limits shared by the forms and the server (no HTML parser: safe for the browser bundle). */
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


/** Whether the form may be submitted (spec: the button is disabled while title or content is empty); the editor reports "" when empty. */
export function canSubmitPost(title: string, contentHtml: string): boolean {
  return title.trim().length > 0 && contentHtml.trim().length > 0;
}
