import { z } from "zod";

/** Korean messages of formation reviews and their comments, shared by forms and server. */
export const FORMATION_REVIEW_MESSAGES = {
  loginRequiredTitle: "로그인 필요",
  loginRequired: "포메이션 리뷰를 작성하려면 로그인이 필요합니다.",
  reactLoginRequired: "좋아요/싫어요를 누르려면 로그인이 필요합니다.",
  commentLoginRequired: "댓글을 작성하려면 로그인이 필요합니다.",
  contentRequired: "리뷰 내용을 입력해주세요.",
  contentTooLong: "리뷰는 2000자 이하로 입력해주세요.",
  commentRequired: "댓글 내용을 입력해주세요.",
  commentTooLong: "댓글은 1000자 이하로 입력해주세요.",
  notFound: "포메이션 리뷰를 찾을 수 없습니다.",
  squadNotFound: "연결할 스쿼드를 찾을 수 없습니다.",
  commentNotFound: "댓글을 찾을 수 없습니다.",
  editForbidden: "본인이 작성한 리뷰만 수정할 수 있습니다.",
  deleteForbidden: "본인이 작성한 리뷰만 삭제할 수 있습니다.",
  commentDeleteForbidden: "본인이 작성한 댓글만 삭제할 수 있습니다.",
  errorTitle: "오류",
  created: "포메이션 리뷰가 등록되었습니다.",
  updated: "포메이션 리뷰가 수정되었습니다.",
  deleted: "포메이션 리뷰가 삭제되었습니다.",
  commentCreated: "댓글이 등록되었습니다.",
  commentDeleted: "댓글이 삭제되었습니다.",
  createFailed: "포메이션 리뷰 작성에 실패했습니다.",
  updateFailed: "포메이션 리뷰 수정에 실패했습니다.",
  deleteFailed: "포메이션 리뷰 삭제에 실패했습니다.",
  reactFailed: "좋아요/싫어요 처리에 실패했습니다.",
  commentFailed: "댓글 작성에 실패했습니다.",
  commentDeleteFailed: "댓글 삭제에 실패했습니다.",
  deleteConfirm: "포메이션 리뷰를 삭제하시겠습니까?",
  commentDeleteConfirm: "댓글을 삭제하시겠습니까?",
  empty: "아직 작성된 리뷰가 없습니다",
  noComments: "아직 댓글이 없습니다",
  fetchReviewsFailed: "포메이션 리뷰를 불러오지 못했습니다.",
  fetchPlayersFailed: "선수 목록을 불러오지 못했습니다.",
} as const;

/** Formation reviews and their comments are listed 10 at a time. */
export const FORMATION_REVIEW_PAGE = 10;
export const FORMATION_REVIEW_MAX = 2000;
const COMMENT_MAX = 1000;

/** Review text: trimmed, 1–2,000 characters. */
export const formationReviewContentSchema = z
  .string({ error: FORMATION_REVIEW_MESSAGES.contentRequired })
  .transform((s) => s.trim())
  .refine((s) => s.length > 0, FORMATION_REVIEW_MESSAGES.contentRequired)
  .refine((s) => s.length <= FORMATION_REVIEW_MAX, FORMATION_REVIEW_MESSAGES.contentTooLong);

/** Comment text: trimmed, 1–1,000 characters. */
export const formationCommentContentSchema = z
  .string({ error: FORMATION_REVIEW_MESSAGES.commentRequired })
  .transform((s) => s.trim())
  .refine((s) => s.length > 0, FORMATION_REVIEW_MESSAGES.commentRequired)
  .refine((s) => s.length <= COMMENT_MAX, FORMATION_REVIEW_MESSAGES.commentTooLong);

export type FormationReaction = "LIKE" | "DISLIKE";

/**
 * One reaction per user per review: the same reaction again takes it back (toggle), the other
 * one replaces it (switch). Returns the viewer's reaction afterwards.
 */
export function nextReaction(current: FormationReaction | null, pressed: FormationReaction): FormationReaction | null {
  return current === pressed ? null : pressed;
}
