import { createRequire } from "node:module";
import type sanitizeHtmlModule from "sanitize-html";
import { mentionHref } from "../../../domain/mentions";

// sanitize-html with its HTML parser and postcss is ~2 MiB of heap that most processes never use
// (only post writes, post pages and excerpts do), so it is required on first use.
let loadedSanitizer: typeof sanitizeHtmlModule | undefined;
function sanitizeHtml(html: string, options: sanitizeHtmlModule.IOptions): string {
  loadedSanitizer ??= createRequire(import.meta.url)("sanitize-html") as typeof sanitizeHtmlModule;
  return loadedSanitizer(html, options);
}

/**
 * The one allowlist for post HTML: what the Tiptap editor produces (paragraphs, headings, lists,
 * quotes, code, bold/italic/strike, links, images and videos). The server sanitises with it at
 * write time and the post page renders through it again, so stored HTML from any source (seed,
 * older rows) can never carry scripts, event handlers, `javascript:` URLs or styles.
 */

/** Media inside posts must come from our own upload paths (media issue: /uploads/…, /objects/…). */
export function isOwnMediaUrl(url: string | undefined): boolean {
  return typeof url === "string" && /^\/(uploads|objects)\/[A-Za-z0-9._\-/]+$/.test(url) && !url.includes("..");
}

const POST_HTML_RULES: sanitizeHtmlModule.IOptions = {
  allowedTags: ["p", "br", "h1", "h2", "h3", "strong", "b", "em", "i", "s", "u", "code", "pre", "blockquote", "ul", "ol", "li", "a", "img", "video", "hr"],
  allowedAttributes: {
    a: ["href", "rel", "data-mention"],
    img: ["src", "alt"],
    video: ["src", "controls"],
  },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  allowedStyles: {},
  disallowedTagsMode: "discard",
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: mentionOrLink(attribs) }),
    video: (tagName, attribs) => ({ tagName, attribs: { ...attribs, controls: "" } }),
  },
  // Images and videos from anywhere else are dropped (no hot-linking, no tracking pixels).
  exclusiveFilter: (frame) => (frame.tag === "img" || frame.tag === "video") && !isOwnMediaUrl(frame.attribs.src),
};

/**
 * A mention link (`data-mention` = a member id) always points at that member's profile and nothing
 * else; any other link loses `data-mention`. Which member it names is checked at save time (mentions.ts).
 */
function mentionOrLink(attribs: sanitizeHtmlModule.Attributes): sanitizeHtmlModule.Attributes {
  const { "data-mention": mention, ...link } = attribs;
  if (mention !== undefined && /^[1-9]\d{0,9}$/.test(mention)) return { href: mentionHref(Number(mention)), "data-mention": mention, rel: "noopener nofollow" };
  return { ...link, rel: "noopener nofollow" };
}

/** Post HTML reduced to the allowlist above. */
export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, POST_HTML_RULES);
}

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };

/** The text of post HTML (markup stripped by the parser, entities decoded, spaces collapsed). */
export function postPlainText(html: string): string {
  const text = sanitizeHtml(html.replace(/<(\/p|br|\/h\d|\/li)\b/gi, " $&"), { allowedTags: [], allowedAttributes: {} });
  return text.replace(/&(amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e]).replace(/\s+/g, " ").trim();
}

const EXCERPT_LENGTH = 100;

/** Markup stripped, cut to 100 characters plus "..." (spec: post preview). */
export function postExcerpt(html: string): string {
  const text = postPlainText(html);
  const chars = [...text];
  return chars.length > EXCERPT_LENGTH ? `${chars.slice(0, EXCERPT_LENGTH).join("")}...` : text;
}

/** Whether sanitised HTML says anything: some text, an image or a video. */
export function hasPostBody(html: string): boolean {
  return postPlainText(html).length > 0 || /<(img|video)\b/i.test(html);
}
