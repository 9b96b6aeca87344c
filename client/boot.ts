import CardDetailRouteQuery from "./__generated__/CardDetailRouteQuery$parameters";
import HomeRouteQuery from "./__generated__/HomeRouteQuery$parameters";
import RootRouteQuery from "./__generated__/RootRouteQuery.graphql";
import { firstBannerImage } from "./components/home/firstBannerImage";
import { prefetchGraphQL } from "./relay/prefetch";
import { cardDetailVariables } from "./routes/cards/cardDetailUrl";

/**
 * Runs before the app bundle (vite.config.ts adds it to index.html as its own small script): the
 * shell's query, and on the busiest landing pages their query and route code, start downloading
 * while the framework does, instead of after it has run. The router's loaders then find the
 * responses waiting (relay/prefetch.ts) and `lazy` finds the route module loaded.
 */
prefetchGraphQL(RootRouteQuery.params, {});

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
const ignore = () => {};
const path = window.location.pathname;
const cardId = /^\/cards\/(\d+)\/?$/.exec(path)?.[1];
if (path === "/") {
  prefetchGraphQL(HomeRouteQuery.params, {})
    .then((response) => response.clone().json())
    .then((body) => preloadImage(firstBannerImage(body)))
    .catch(ignore);
  import("./routes/home/HomeRoute").catch(ignore);
} else if (cardId) {
  prefetchGraphQL(CardDetailRouteQuery.params, cardDetailVariables(cardId));
  import("./routes/cards/CardDetailRoute").catch(ignore);
}
