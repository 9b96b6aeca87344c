import { describe, expect, it } from "vitest";
import { escapeHtml, fillShell, jsonForScript, withRenderedApp, type PageHead } from "./html";
import { publicOrigin } from "./origin";

const head: PageHead = {
  status: 200, title: "제목 — FC 모바일 카드 DB", description: "설명", canonical: "https://fc.example/cards/1", noindex: false,
  ogType: "website", image: "https://fc.example/og/site.png", imageAlt: "그림", jsonLd: [{ name: "</script><!--" }], content: "<h1>본문</h1>",
};

describe("page HTML pieces", () => {
  it("escapes text for text nodes and quoted attributes", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
  });

  it("keeps JSON-LD from closing its script element, and it still parses to the same value", () => {
    const value = { text: "</script><script>alert(1)</script>\u2028&" };
    const json = jsonForScript(value);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(value);
  });

  it("fills a shell without a head, body or noscript (a minimal build) with the same tags", () => {
    const html = fillShell("<!doctype html><title>old</title><div id=root></div>", head);
    expect(html.startsWith("<!doctype html><title>제목 — FC 모바일 카드 DB</title>")).toBe(true);
    expect(html).not.toContain("old");
    expect(html).toContain("\\u003c/script\\u003e");
    expect(html.endsWith("<noscript><h1>본문</h1></noscript>")).toBe(true);
  });

  it("puts the content in the body's <noscript>, never in one the head may have", () => {
    const html = fillShell(`<html><head><noscript><link rel="stylesheet" href="/a.css"></noscript></head><body><noscript>JS를 켜 주세요.</noscript></body></html>`, head);
    expect(html).toContain(`<noscript><link rel="stylesheet" href="/a.css"></noscript>`);
    expect(html).toContain("<body><noscript><h1>본문</h1><p>JS를 켜 주세요.</p></noscript></body>");
  });
});

describe("public origin", () => {
  const request = (headers: Record<string, string>) => new Request("http://10.0.0.5:3000/cards/1", { headers });
  const config = { publicUrl: undefined, trustProxy: 0, port: 3000 };

  it("prefers PUBLIC_URL, whatever the request says", () => {
    expect(publicOrigin({ ...config, publicUrl: "https://fc.example/some/path" }, request({ host: "evil.example" }))).toBe("https://fc.example");
  });

  it("believes X-Forwarded-Proto/-Host only behind trusted proxies, taking the nearest proxy's value", () => {
    const forwarded = { host: "10.0.0.5:3000", "x-forwarded-proto": "http, https", "x-forwarded-host": "spoofed.example, fc.example" };
    expect(publicOrigin(config, request(forwarded))).toBe("http://10.0.0.5:3000");
    expect(publicOrigin({ ...config, trustProxy: 1 }, request(forwarded))).toBe("https://fc.example");
  });

  it("never puts a malformed Host into a page", () => {
    expect(publicOrigin(config, request({ host: `x"><script>` }))).toBe("http://localhost:3000");
  });

  it("puts the rendered app in #root (for the static header), its styles in the head and its data in a script nothing can close", () => {
    const shell = `<!doctype html><html><head><title>x</title></head><body><noscript>켜 주세요</noscript><div id="root"><header class="shell-bar"><div>logo</div></header></div><script type="module" src="/a.js"></script></body></html>`;
    const records = { "client:root": { name: "</script><script>alert(1)</script>" } };
    const html = withRenderedApp(fillShell(shell, head), { html: "<main>카드</main>", styles: '<style data-emotion="fc a1">.fc-a1{}</style>', payload: { records } });
    expect(html).not.toBeNull();
    expect(html).toContain('<div id="root"><main>카드</main></div><script id="ssr-data" type="application/json">');
    expect(html).not.toContain("logo");
    expect(html).not.toContain("<noscript>");
    expect(html?.indexOf('<style data-emotion="fc a1">')).toBeLessThan(html?.indexOf("</head>") ?? 0);
    expect(html?.match(/<\/script>/g)).toHaveLength(3);
    const data = /<script id="ssr-data" type="application\/json">([^<]*)<\/script>/.exec(html ?? "")?.[1] ?? "";
    expect(JSON.parse(data)).toEqual({ records });
  });

  it("hands the app's entry and every chunk the page needs to the boot script, which starts them after the first paint", () => {
    const shell = [
      `<html><head><title>x</title>`,
      `<link rel="modulepreload" crossorigin href="/assets/react-1.js">`,
      `<script type="module" crossorigin data-boot src="/assets/boot-1.js"></script>`,
      `<script type="module" crossorigin src="/assets/index-1.js"></script>`,
      `<link rel="modulepreload" crossorigin href="/assets/relay-1.js">`,
      `</head><body><div id="root"></div></body></html>`,
    ].join("\n");
    const html = withRenderedApp(shell, { html: "<main>카드</main>", styles: "", payload: {} }, ["/assets/CardDetailRoute-1.js", "/assets/react-1.js"]) ?? "";
    expect(html).not.toContain("modulepreload");
    expect(html).not.toContain('src="/assets/index-1.js"');
    expect(html).toContain(
      '<script type="module" crossorigin data-boot data-entry="/assets/index-1.js" data-preload="/assets/react-1.js /assets/relay-1.js /assets/CardDetailRoute-1.js" src="/assets/boot-1.js"></script>',
    );
  });

  it("leaves a shell without an empty #root alone", () => {
    expect(withRenderedApp("<html><body><main>x</main></body></html>", { html: "y", styles: "", payload: {} })).toBeNull();
  });
});
