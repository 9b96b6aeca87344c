/** What the server says about one page in its HTML: head tags, JSON-LD and the readable content. */
export interface PageHead {
  status: number;
  title: string;
  description: string;
  /** Absolute canonical URL (also og:url); null for pages that should not be indexed. */
  canonical: string | null;
  noindex: boolean;
  ogType: "website" | "article" | "profile";
  /** Absolute URL of the 1200×630 share image. */
  image: string;
  imageAlt: string;
  jsonLd: object[];
  /** HTML of the page's main text for readers without JavaScript and for crawlers (already escaped). */
  content: string;
}

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text made safe for an HTML text node or a quoted attribute value. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);

// Escaped in one pass over the JSON (a page's store is tens of kilobytes).
const SCRIPT_UNSAFE = /[<>&\u2028\u2029]/g;
const SCRIPT_ESCAPES: Record<string, string> = { "<": "\\u003c", ">": "\\u003e", "&": "\\u0026", "\u2028": "\\u2028", "\u2029": "\\u2029" };

/** JSON inside <script type="application/ld+json">: no "</script>", "<!--" or line separators can close or confuse it. */
export const jsonForScript = (value: unknown) => JSON.stringify(value).replace(SCRIPT_UNSAFE, (c) => SCRIPT_ESCAPES[c]);

const meta = (attribute: "name" | "property", key: string, value: string) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;

/** The <head> tags of a page, in the order crawlers and link previews look for them. */
function headTags(head: PageHead): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta("name", "description", head.description),
    head.noindex ? meta("name", "robots", "noindex") : "",
    head.canonical ? `<link rel="canonical" href="${escapeHtml(head.canonical)}">` : "",
    meta("property", "og:site_name", "FC 모바일 카드 DB"),
    meta("property", "og:locale", "ko_KR"),
    meta("property", "og:type", head.ogType),
    meta("property", "og:title", head.title),
    meta("property", "og:description", head.description),
    head.canonical ? meta("property", "og:url", head.canonical) : "",
    meta("property", "og:image", head.image),
    meta("property", "og:image:type", "image/png"),
    meta("property", "og:image:width", "1200"),
    meta("property", "og:image:height", "630"),
    meta("property", "og:image:alt", head.imageAlt),
    meta("name", "twitter:card", "summary_large_image"),
    meta("name", "twitter:title", head.title),
    meta("name", "twitter:description", head.description),
    meta("name", "twitter:image", head.image),
    ...head.jsonLd.map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
  ];
  return tags.filter(Boolean).join("\n    ");
}

const SHELL_TITLE = /<title>[\s\S]*?<\/title>\s*/i;
const SHELL_DESCRIPTION = /<meta\s+name="description"[^>]*>\s*/i;
const SHELL_NOSCRIPT = /<noscript>([\s\S]*?)<\/noscript>/i;

/**
 * The built client's index.html with this page's head and readable content. The shell's own
 * title and description go (one of each per page); its <noscript> becomes the page's content,
 * which only a reader without JavaScript (or a crawler reading HTML) sees, so nothing shows twice
 * once the app runs. The later server renderer replaces this block with the rendered app.
 */
export function fillShell(shell: string, head: PageHead): string {
  const tags = headTags(head);
  let html = shell.replace(SHELL_TITLE, "").replace(SHELL_DESCRIPTION, "");
  const headEnd = html.search(/<\/head>/i);
  html = headEnd >= 0 ? `${html.slice(0, headEnd).trimEnd()}\n    ${tags}\n  ${html.slice(headEnd)}` : html.replace(/^(<!doctype html>)?/i, (doctype) => `${doctype}${tags}`);
  // Only the body's <noscript> is the content's place (one in the head may hold only head elements).
  const bodyStart = Math.max(0, html.search(/<body[\s>]/i));
  const body = html.slice(bodyStart);
  const notice = SHELL_NOSCRIPT.exec(body);
  // The shell's "turn JavaScript on" line stays, after the content.
  const content = `<noscript>${head.content}${notice ? `<p>${notice[1].trim()}</p>` : ""}</noscript>`;
  if (notice) return html.slice(0, bodyStart) + body.replace(SHELL_NOSCRIPT, () => content);
  return /<body[^>]*>/i.test(html) ? html.replace(/<body[^>]*>/i, (tag) => `${tag}${content}`) : html + content;
}

const BOOT_SCRIPT = /<script type="module" crossorigin data-boot src="[^"]+">/;
const APP_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * A rendered page is read before its scripts run: they only make it interactive. So the app's
 * entry and every chunk the page needs — the entry's (index.html's preloads) and its routes' and
 * drawn parts' (`preloads`) — go to the boot script (`data-entry`, `data-preload`), which starts
 * them right after the first paint (client/boot.ts): nothing downloads ahead of what is painted
 * (the card's picture, the home banner), and all of it at once, without waiting for the entry to
 * ask. A shell without the boot script (an older build) keeps its tags.
 */
function scriptsAfterPaint(shell: string, preloads: readonly string[]): string {
  const boot = BOOT_SCRIPT.exec(shell);
  if (!boot) return shell;
  const entries = [...shell.matchAll(APP_SCRIPT)].map(([, src]) => src);
  const chunks = new Set([...[...shell.matchAll(MODULE_PRELOAD)].map(([, href]) => href), ...preloads]);
  const handedOver = boot[0].replace(" data-boot", ` data-boot data-entry="${escapeHtml(entries.join(" "))}" data-preload="${escapeHtml([...chunks].join(" "))}"`);
  return shell.replace(APP_SCRIPT, "").replace(MODULE_PRELOAD, "").replace(BOOT_SCRIPT, () => handedOver);
}

const ROOT = /<div id="root">(?:\s*<header class="shell-bar">[\s\S]*?<\/header>)?\s*<\/div>/;

/**
 * A filled shell with the server-rendered app: its markup in #root (in place of the static
 * header), Emotion's styles in the head, the data it was rendered from in a JSON script for
 * hydration (client/ssr) and its scripts, with its own chunks (`preloads`), started after the first paint. The <noscript> copy of the content and its "turn JavaScript on" line go:
 * the page itself is readable and its links work without JavaScript.
 * Null when the shell has no empty #root to fill.
 */
export function withRenderedApp(html: string, app: { html: string; styles: string; payload: unknown }, preloads: readonly string[] = []): string | null {
  // The shell is edited before the app goes in: no pattern runs over the app's markup or data.
  const shell = scriptsAfterPaint(html.replace(/<noscript>[\s\S]*?<\/noscript>/i, "").replace(/<\/head>/i, () => `${app.styles}\n  </head>`), preloads);
  const root = ROOT.exec(shell);
  if (!root) return null;
  // The id client/ssr/payload.ts reads (SSR_PAYLOAD_ID).
  const data = `<script id="ssr-data" type="application/json">${jsonForScript(app.payload)}</script>`;
  return `${shell.slice(0, root.index)}<div id="root">${app.html}</div>${data}${shell.slice(root.index + root[0].length)}`;
}
