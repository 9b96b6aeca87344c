import { z } from "zod";

/**
 * The raw notification types every producer writes, and the settings a member switches them with.
 * One home for both: core/notificationSettings.ts checks a type's setting on every insert, the
 * profile page lists NOTIFICATION_SETTINGS, and a new producer (mentions) picks its type here.
 */
export const NOTIFICATION_TYPES = {
  reviewReply: "review_reply",
  postComment: "post_comment",
  postReply: "post_reply",
  formationReviewComment: "formation_review_comment",
  reviewLike: "review_like",
  postLike: "post_like",
  formationReviewLike: "formation_review_like",
  /** Someone named the member with @nickname in a post (`contentId`: the post). */
  mention: "mention",
  /** …or in a comment (`contentId`: the comment, which the notification opens). */
  commentMention: "comment_mention",
  /** New reviews on a watched card, batched per card per hour. */
  watchReview: "watch_review",
  /** An admin changed a watched card's OVR, position or stats. */
  watchStats: "watch_stats",
  /** A new card of a watched player (samePlayer in server/core/watchAlerts.ts). */
  watchVersion: "watch_version",
} as const;
type NotificationType = (typeof NOTIFICATION_TYPES)[keyof typeof NOTIFICATION_TYPES];

/** The per-type switches, in the order the profile page shows them, with their Korean labels. */
export const NOTIFICATION_SETTINGS = [
  { key: "comment", label: "내 글·리뷰에 달린 댓글" },
  { key: "reply", label: "내 댓글에 달린 답글" },
  { key: "mention", label: "나를 언급(@)한 글·댓글" },
  { key: "like", label: "추천·좋아요" },
  { key: "watchReview", label: "관심 선수의 새 리뷰" },
  { key: "watchStats", label: "관심 선수의 능력치 변경" },
  { key: "watchVersion", label: "관심 선수의 새 카드" },
] as const;
export type NotificationSetting = (typeof NOTIFICATION_SETTINGS)[number]["key"];
export const NOTIFICATION_SETTING_KEYS = NOTIFICATION_SETTINGS.map((s) => s.key) as NotificationSetting[];

const SETTING_OF: Record<NotificationType, NotificationSetting> = {
  review_reply: "comment",
  post_comment: "comment",
  formation_review_comment: "comment",
  post_reply: "reply",
  review_like: "like",
  post_like: "like",
  formation_review_like: "like",
  mention: "mention",
  comment_mention: "mention",
  watch_review: "watchReview",
  watch_stats: "watchStats",
  watch_version: "watchVersion",
};

/**
 * The setting that switches a raw type, or null for types no setting covers (notices from admins).
 * Types outside the table follow their name, so `post_mention` or `comment_reply` are switched too.
 */
export function settingOfType(type: string): NotificationSetting | null {
  if (type in SETTING_OF) return SETTING_OF[type as NotificationType];
  const t = type.toLowerCase();
  if (t.includes("mention")) return "mention";
  if (t.includes("like")) return "like";
  if (t.includes("reply")) return "reply";
  if (t.includes("comment")) return "comment";
  return null;
}

/** A member's settings as the API answers them: every key, on unless switched off. */
export function settingsFromMutes(muted: Iterable<string>): Record<NotificationSetting, boolean> {
  const off = new Set(muted);
  return Object.fromEntries(NOTIFICATION_SETTING_KEYS.map((key) => [key, !off.has(key)])) as Record<NotificationSetting, boolean>;
}

/** A settings change: any of the keys, each on (true) or off (false); unknown keys are refused. */
export const notificationSettingsInputSchema = z.strictObject(
  Object.fromEntries(NOTIFICATION_SETTING_KEYS.map((key) => [key, z.boolean({ error: "알림 설정 값은 켜기(true) 또는 끄기(false)여야 합니다." }).optional()])) as Record<
    NotificationSetting,
    z.ZodOptional<z.ZodBoolean>
  >,
  { error: (issue) => (issue.code === "unrecognized_keys" ? "알 수 없는 알림 설정입니다." : "알림 설정이 올바르지 않습니다.") },
);
