/** 임시저장 (post drafts): limits and messages shared by the write page and the server. */

/** Drafts a member may keep at once (new posts and edits together); the 21st is refused until one is deleted. */
export const DRAFT_LIMIT = 20;
/** The tag field is kept as typed; 10 tags of 20 characters with separators fit. */
export const DRAFT_TAGS_LENGTH = 300;
/** Quiet time after the last keystroke before the write page saves (one request per pause, not per key). */
export const DRAFT_SAVE_DELAY_MS = 1500;

export const DRAFT_MESSAGES = {
  loginRequired: "임시저장하려면 로그인이 필요합니다.",
  notFound: "임시저장된 글을 찾을 수 없습니다.",
  tooMany: `임시저장은 ${DRAFT_LIMIT}개까지 할 수 있습니다. 임시저장 목록에서 필요 없는 글을 삭제해주세요.`,
  tagsTooLong: `태그 입력은 ${DRAFT_TAGS_LENGTH}자 이하로 해주세요.`,
  draftIdInvalid: "임시저장 번호가 올바르지 않습니다.",
} as const;

/** Whether the form holds anything worth saving (an untouched form makes no draft). */
export function isDraftWorthSaving(fields: { title: string; content: string; tags: string; attachments: readonly string[] }): boolean {
  return fields.title.trim() !== "" || fields.content.trim() !== "" || fields.tags.trim() !== "" || fields.attachments.length > 0;
}
