import CardDetailRouteQuery from "./__generated__/CardDetailRouteQuery$parameters";
import HomeRouteQuery from "./__generated__/HomeRouteQuery$parameters";
import RootRouteQuery from "./__generated__/RootRouteQuery.graphql";
import { firstBannerImage } from "./components/home/firstBannerImage";
import { getToken } from "./auth/token";
import { prefetchGraphQL } from "./relay/prefetch";
import { SSR_PAYLOAD_ID } from "./ssr/payload";
import { cardDetailVariables } from "./routes/cards/cardDetailUrl";

/**
 * Runs before the app bundle (vite.config.ts adds it to index.html as its own small script): the
 * shell's query, and on the busiest landing pages their query and route code, start downloading
 * while the framework does, instead of after it has run. The router's loaders then find the
 * responses waiting (relay/prefetch.ts) and `lazy` finds the route module loaded.
 */
// A server-rendered page carries its data (client/ssr): only a signed-in member, whose own parts
// load after hydration, gains from asking for it early.
const askForData = document.getElementById(SSR_PAYLOAD_ID) === null || getToken() !== null;
if (askForData) prefetchGraphQL(RootRouteQuery.params, {});
// On a server-rendered page the server hands this script the app's entry and every chunk the page
// needs, its route's code included (server/pages/html.ts).
const appScripts = document.querySelector<HTMLScriptElement>("script[data-entry]")?.dataset;
const path = window.location.pathname;
const cardId = /^\/cards\/(\d+)\/?$/.exec(path)?.[1];
if (path === "/") {
  if (askForData) {
    prefetchGraphQL(HomeRouteQuery.params, {})
      .then((response) => response.clone().json())
      .then((body) => preloadImage(firstBannerImage(body)))
      .catch(ignore);
  }
  if (!appScripts) import("./routes/home/HomeRoute").catch(ignore);
} else if (cardId) {
  if (askForData) prefetchGraphQL(CardDetailRouteQuery.params, cardDetailVariables(cardId));
  if (!appScripts) import("./routes/cards/CardDetailRoute").catch(ignore);
}
if (appScripts) afterFirstPaint(() => startApp(appScripts.entry ?? "", appScripts.preload ?? ""));

/**
 * A server-rendered page reads without its scripts, which make it interactive: they start once it
 * has been painted, so no script downloads ahead of the page's own content (its picture, the home
 * banner) — all chunks at once, not each after the one that imports it.
 */
function startApp(entries: string, chunks: string) {
  const list = (value: string) => value.split(" ").filter(Boolean);
  for (const href of list(chunks)) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.crossOrigin = "";
    link.href = href;
    document.head.append(link);
  }
  for (const src of list(entries)) {
    const script = document.createElement("script");
    script.type = "module";
    script.crossOrigin = "";
    script.src = src;
    document.body.append(script);
  }
}

/** The frame being drawn now is on screen first; a hidden tab paints nothing: at once. */
function afterFirstPaint(run: () => void) {
  if (document.visibilityState === "visible") requestAnimationFrame(() => setTimeout(run, 0));
  else run();
}

function preloadImage(href: string | null) {
  if (!href) return;
  const link = document.createElement("link");
  link.rel = "preload";
  link.as = "image";
  link.href = href;
  link.fetchPriority = "high";
  document.head.append(link);
}

// A failed early load is left to the router, which loads the route again and reports errors.
function ignore() {}
