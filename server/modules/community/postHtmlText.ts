/**
 * The text of sanitised post HTML (postContent.ts) where a typed `@닉네임` may become a mention
 * link: everything outside links (a mention is one already), `code` and `pre` (code is quoted, not
 * addressed to anyone). The sanitiser's output escapes exactly `&`, `<` and `>` in text, so
 * decoding those three and escaping them again gives the same HTML back.
 */

const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>/g;
const OPAQUE = new Set(["a", "code", "pre"]);

const decode = (text: string) => text.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
export const escapeHtmlText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

interface TextRun {
  from: number;
  to: number;
  text: string;
}

function textRuns(html: string): TextRun[] {
  const runs: TextRun[] = [];
  let depth = 0;
  let last = 0;
  for (const tag of html.matchAll(TAG)) {
    if (depth === 0 && tag.index > last) runs.push({ from: last, to: tag.index, text: decode(html.slice(last, tag.index)) });
    if (OPAQUE.has(tag[2].toLowerCase())) depth = Math.max(0, depth + (tag[1] ? -1 : 1));
    last = tag.index + tag[0].length;
  }
  if (depth === 0 && last < html.length) runs.push({ from: last, to: html.length, text: decode(html.slice(last)) });
  return runs;
}

/** The mentionable text runs, decoded (one string per run). */
export function mentionableText(html: string): string[] {
  return textRuns(html).map((run) => run.text);
}

/** The HTML with each mentionable run replaced by `render(text)`, which returns HTML (escape with escapeHtmlText). */
export function replaceMentionableText(html: string, render: (text: string) => string): string {
  let out = "";
  let last = 0;
  for (const run of textRuns(html)) {
    out += html.slice(last, run.from) + render(run.text);
    last = run.to;
  }
  return out + html.slice(last);
}
