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
// load after hydration, gains from asking for it early. Its route code is needed either way.
const askForData = document.getElementById(SSR_PAYLOAD_ID) === null || getToken() !== null;
if (askForData) prefetchGraphQL(RootRouteQuery.params, {});
const path = window.location.pathname;
const cardId = /^\/cards\/(\d+)\/?$/.exec(path)?.[1];
if (path === "/") {
  if (askForData) {
    prefetchGraphQL(HomeRouteQuery.params, {})
      .then((response) => response.clone().json())
      .then((body) => preloadImage(firstBannerImage(body)))
      .catch(ignore);
  }
  import("./routes/home/HomeRoute").catch(ignore);
} else if (cardId) {
  if (askForData) prefetchGraphQL(CardDetailRouteQuery.params, cardDetailVariables(cardId));
  import("./routes/cards/CardDetailRoute").catch(ignore);
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
