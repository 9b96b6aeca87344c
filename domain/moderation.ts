/**
 * Moderation reports: what members may report and why (UI labels are the Korean names). The form's
 * schema is in reportInput.ts, so pages that only show these labels do not download zod.
 */
export const REPORT_TARGETS = ["REVIEW", "REVIEW_REPLY", "POST", "COMMENT"] as const;
export type ReportTargetType = (typeof REPORT_TARGETS)[number];

export const REPORT_REASONS = ["SPAM", "ABUSE", "WRONG_INFO", "OTHER"] as const;
export type ReportReasonType = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReasonType, string> = {
  SPAM: "스팸/광고",
  ABUSE: "욕설/비방",
  WRONG_INFO: "잘못된 정보",
  OTHER: "기타",
};

export const REPORT_DETAIL_MAX = 500;

export const REPORT_MESSAGES = {
  loginRequired: "신고하려면 로그인이 필요합니다.",
  reasonInvalid: "신고 사유를 선택해주세요.",
  targetInvalid: "신고할 항목이 올바르지 않습니다.",
  detailTooLong: `상세 내용은 ${REPORT_DETAIL_MAX}자 이하로 입력해주세요.`,
  targetNotFound: "신고할 항목을 찾을 수 없습니다.",
  ownContent: "본인이 작성한 글은 신고할 수 없습니다.",
  duplicate: "이미 신고한 항목입니다.",
  rateLimited: "신고가 너무 많습니다. 잠시 후 다시 시도해주세요.",
  reported: "신고가 접수되었습니다.",
  reportNotFound: "신고를 찾을 수 없습니다.",
  hidden: "숨김 처리되었습니다.",
  dismissed: "신고가 기각되었습니다.",
  hiddenMarker: "숨김 처리됨",
} as const;

/** The admin queue's one-line preview of reported text (markup stripped, 80 characters). */
export function reportExcerpt(text: string | null | undefined, max = 80): string {
  const plain = (text ?? "").replace(/<[^>]*>/g, " ").replace(/&nbsp;/g, " ").replace(/\s+/g, " ").trim();
  return plain.length > max ? `${plain.slice(0, max)}…` : plain;
}
