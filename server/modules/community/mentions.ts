import { MAX_MENTIONS, MAX_MENTION_TOKENS, MENTION_MESSAGES, mentionHref, mentionedMembers, nicknameCandidates, splitMentions } from "../../../domain/mentions";
import { NOTIFICATION_TEXT } from "../../../domain/notifications";
import { NOTIFICATION_TYPES } from "../../../domain/notificationTypes";
import { displayName } from "../../../domain/users";
import type { Notify } from "../../core/notifications";
import { ValidationError } from "../../errors";
import type { Tx } from "../../platform/db";
import { sanitizePostHtml } from "./postContent";
import { escapeHtmlText, mentionableText, replaceMentionableText } from "./postHtmlText";

/**
 * Mentions (@닉네임) at save time. A comment is plain text: its `@` are read against members'
 * nicknames (domain/mentions.ts) and the members found are kept as CommentMention rows, from which
 * the client draws the links. A post is HTML: the editor writes mention links
 * (`<a href="/users/12" data-mention="12">@밥</a>`, allowed by postContent.ts); here each link's
 * member is checked, its text set to the member's current name, and a link to no member becomes text;
 * an `@닉네임` typed without picking a suggestion is read as in a comment and becomes such a link.
 * Either way a member is recorded once per item, and only a new row notifies: editing an item to
 * mention someone again, or mentioning them twice, rings their bell once.
 */

/** A comment's mentions as both APIs answer them: deleted accounts left out, in the order they were recorded. */
export const COMMENT_MENTIONS_QUERY = {
  where: { user: { isDeleted: false } },
  orderBy: [{ createdAt: "asc" as const }, { userId: "asc" as const }],
};

const tooMany = () => new ValidationError([{ path: ["content"], message: MENTION_MESSAGES.tooMany }]);

/** Members by nickname for the `@` of `text` (one statement; none when it has no `@`). */
async function membersNamedIn(tx: Tx, text: string): Promise<Map<string, number>> {
  const byName = new Map<string, number>();
  const candidates = nicknameCandidates(text);
  if (candidates.length === 0) return byName;
  // Oldest account first: a nickname two members share names the first of them.
  const rows = await tx.user.findMany({ where: { nickname: { in: candidates }, isDeleted: false }, select: { id: true, nickname: true }, orderBy: { id: "asc" } });
  for (const row of rows) if (row.nickname && !byName.has(row.nickname)) byName.set(row.nickname, row.id);
  return byName;
}

/** The members a comment's text mentions (unknown names stay text); a 400 past MAX_MENTIONS. */
export async function commentMentionIds(tx: Tx, text: string): Promise<number[]> {
  const ids = mentionedMembers(text, await membersNamedIn(tx, text));
  if (ids.length > MAX_MENTIONS) throw tooMany();
  return ids;
}

const MENTION_LINK = /<a href="\/users\/(\d+)" data-mention="\1" rel="noopener nofollow">([\s\S]*?)<\/a>/g;
const mentionLink = (id: number, name: string) => `<a href="${mentionHref(id)}" data-mention="${id}" rel="noopener nofollow">@${escapeHtmlText(name)}</a>`;

/** `@닉네임` typed in a post's text (outside links and code: postHtmlText.ts) made into mention links. */
async function linkTypedMentions(tx: Tx, html: string): Promise<string> {
  // Joined by line breaks: a mention never runs from one text run into the next.
  const byName = await membersNamedIn(tx, mentionableText(html).join("\n"));
  if (byName.size === 0) return html;
  return replaceMentionableText(html, (text) =>
    splitMentions(text, byName).map((part) => ("member" in part ? mentionLink(part.member, part.text.slice(1)) : escapeHtmlText(part.text))).join(""),
  );
}

/** A sanitised post body with its mention links checked (see above), and the members they name. */
export async function resolvePostMentions(tx: Tx, written: string): Promise<{ html: string; userIds: number[] }> {
  const html = await linkTypedMentions(tx, written);
  const ids = [...new Set([...html.matchAll(MENTION_LINK)].map((m) => Number(m[1])))];
  if (ids.length === 0) return { html, userIds: [] };
  if (ids.length > MAX_MENTION_TOKENS) throw tooMany();
  const rows = await tx.user.findMany({ where: { id: { in: ids }, isDeleted: false }, select: { id: true, nickname: true } });
  if (rows.length > MAX_MENTIONS) throw tooMany();
  const names = new Map(rows.map((r) => [r.id, displayName(r)]));
  const rewritten = html.replace(MENTION_LINK, (_link, id: string, inner: string) => {
    const name = names.get(Number(id));
    return name === undefined ? inner : mentionLink(Number(id), name);
  });
  // Sanitised again: whatever the rewrite met, the stored body stays inside the allowlist.
  return { html: sanitizePostHtml(rewritten), userIds: ids.filter((id) => names.has(id)) };
}

interface MentionTarget {
  /** The post, or the comment on it, that mentions. */
  item: { kind: "post"; postId: number } | { kind: "comment"; postId: number; commentId: number };
  postTitle: string;
  actor: { id: number; nickname: string | null };
}

/**
 * Records the members an item mentions and notifies those it did not mention before (type
 * "mention", or "comment_mention" which opens the comment; switched by the member's 언급 setting; never oneself, never a member who blocked the
 * actor: core/notifications.ts), in the caller's transaction. `alreadyNotified`: the member the
 * item itself notified (a comment's post author), who hears of it once.
 */
export async function recordMentions(tx: Tx, notify: Notify, target: MentionTarget, userIds: number[], alreadyNotified?: number): Promise<void> {
  if (userIds.length === 0) return;
  const { item } = target;
  const added =
    item.kind === "post"
      ? await tx.postMention.createManyAndReturn({ data: userIds.map((userId) => ({ postId: item.postId, userId })), skipDuplicates: true, select: { userId: true } })
      : await tx.commentMention.createManyAndReturn({ data: userIds.map((userId) => ({ commentId: item.commentId, userId })), skipDuplicates: true, select: { userId: true } });
  const actor = displayName(target.actor);
  const message = item.kind === "post" ? NOTIFICATION_TEXT.postMention(actor, target.postTitle) : NOTIFICATION_TEXT.commentMention(actor, target.postTitle);
  const contentId = item.kind === "post" ? item.postId : item.commentId;
  const type = item.kind === "post" ? NOTIFICATION_TYPES.mention : NOTIFICATION_TYPES.commentMention;
  for (const { userId } of added) {
    if (userId === alreadyNotified) continue;
    await notify({ recipientId: userId, actorId: target.actor.id, type, message, postId: item.postId, contentId });
  }
}
