/**
 * Mentions (@닉네임), shared by the server (which resolves them at save time) and the client
 * (which suggests members while typing and draws a comment's mentions as profile links).
 *
 * Nicknames may hold spaces and are not unique, so a comment's `@` is read by the longest
 * nickname that follows it: "@밥님 안녕" mentions 밥 when no member is called 밥님. Posts carry
 * explicit links instead (`<a href="/users/12" data-mention="12">@밥</a>`, made by the editor).
 */

/** The most distinct members one post or comment may mention (a 400 past it: no mass pings). */
export const MAX_MENTIONS = 10;
/** Only this many `@` of one item are read: a wall of unknown `@x` costs one bounded lookup. */
export const MAX_MENTION_TOKENS = 50;
/** Nicknames are 2–20 characters (domain/accounts.ts); older rows may be shorter. */
const NICKNAME_MAX = 20;

export const MENTION_MESSAGES = {
  tooMany: `한 글이나 댓글에서 최대 ${MAX_MENTIONS}명까지 언급할 수 있습니다.`,
  rateLimited: "회원 검색 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.",
  queryTooLong: "검색어는 20자 이하로 입력해주세요.",
} as const;

/** The suggestion list: at most this many members, for a query of at most NICKNAME_MAX characters. */
export const MENTION_SUGGESTIONS = 8;
export const MENTION_QUERY_MAX = NICKNAME_MAX;

/** The profile a mention links to. */
export const mentionHref = (userId: number) => `/users/${userId}`;

/** A `@` starts a mention at the start of the text or after anything but a letter or digit (so e-mail addresses are not mentions). */
const startsMention = (text: string, at: number) => at === 0 || !/[\p{L}\p{N}_]/u.test(text[at - 1]);

/** Where each mention-like `@` is, with the text that may name a member (up to the line's end, 20 characters). */
function mentionTokens(text: string): { at: number; tail: string }[] {
  const tokens: { at: number; tail: string }[] = [];
  for (let at = text.indexOf("@"); at >= 0 && tokens.length < MAX_MENTION_TOKENS; at = text.indexOf("@", at + 1)) {
    if (!startsMention(text, at)) continue;
    const tail = [...text.slice(at + 1).split("\n")[0]].slice(0, NICKNAME_MAX).join("");
    if (tail && !/^\s/u.test(tail)) tokens.push({ at, tail });
  }
  return tokens;
}

/** Every nickname a token could name: its prefixes, without trailing spaces (the server looks them up in one statement). */
export function nicknameCandidates(text: string): string[] {
  const out = new Set<string>();
  for (const { tail } of mentionTokens(text)) {
    const chars = [...tail];
    for (let n = 1; n <= chars.length; n++) {
      const candidate = chars.slice(0, n).join("").trimEnd();
      if (candidate) out.add(candidate);
    }
  }
  return [...out];
}

/** The longest known nickname a token starts with, or null. */
function longestMatch<T>(tail: string, byName: ReadonlyMap<string, T>): { name: string; value: T } | null {
  const chars = [...tail];
  for (let n = chars.length; n >= 1; n--) {
    const name = chars.slice(0, n).join("");
    const value = byName.get(name);
    if (value !== undefined && name === name.trimEnd()) return { name, value };
  }
  return null;
}

/** The text cut into plain runs and mentions of known members (`byName`: nickname → member). */
export function splitMentions<T>(text: string, byName: ReadonlyMap<string, T>): ({ text: string } | { text: string; member: T })[] {
  const parts: ({ text: string } | { text: string; member: T })[] = [];
  let from = 0;
  for (const { at, tail } of mentionTokens(text)) {
    if (at < from) continue;
    const match = longestMatch(tail, byName);
    if (!match) continue;
    if (at > from) parts.push({ text: text.slice(from, at) });
    parts.push({ text: `@${match.name}`, member: match.value });
    from = at + 1 + match.name.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from) });
  return parts;
}

/** The members a text mentions, in order of first mention, without repeats. */
export function mentionedMembers<T>(text: string, byName: ReadonlyMap<string, T>): T[] {
  const seen = new Set<T>();
  for (const part of splitMentions(text, byName)) if ("member" in part) seen.add(part.member);
  return [...seen];
}

/** The `@query` being typed just before the caret (`before`: the text up to the caret), or null. */
export function activeMentionQuery(before: string): { query: string; at: number } | null {
  const at = before.lastIndexOf("@");
  if (at < 0 || !startsMention(before, at)) return null;
  const query = before.slice(at + 1);
  // A space ends the query (a picked name is followed by one) unless more of a spaced name follows it.
  if ([...query].length > NICKNAME_MAX || /\n/.test(query) || /^\s|\s$|\s\s/u.test(query)) return null;
  return { query, at };
}
