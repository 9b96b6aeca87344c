import { useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RouterProvider } from "react-router-dom";
import { AppProviders } from "./AppProviders";
import { startSessionSync } from "./auth/sessionSync";
import { getToken } from "./auth/token";
import { resetRelayEnvironment } from "./relay/environment";
import { createAppRouter, createRoutes } from "./router";
import { preloadParts } from "./lib/lazyPart";
import { scrollToRequestedSection } from "./lib/requestedSection";
import { hydrationState } from "./ssr/hydration";
import { readSsrPayload } from "./ssr/payload";
import { createEmotionCache } from "./theme/emotionCache";

type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * Runs once the page is live. The server renders every page for visitors (server/pages), so the
 * markup React hydrates is always the markup it sent: a signed-in member's own parts (the header's
 * menu, their likes and reviews) load now. `data-hydrated` on <html> tells browser tests the page
 * answers clicks (also when it was not server-rendered and React drew it here).
 */
function PageLive({ router, hydrated }: { router: AppRouter; hydrated: boolean }) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    if (!hydrated || !getToken()) return;
    resetRelayEnvironment();
    void router.revalidate();
  }, [router, hydrated]);
  return null;
}

async function start(container: HTMLElement) {
  const payload = readSsrPayload();
  if (payload) scrollToRequestedSection();
  const routes = createRoutes();
  const state = payload ? await hydrationState(routes, payload) : undefined;
  // After the route's code, which defines most parts; `?? []`: a page cached before parts were recorded.
  if (payload) await preloadParts(payload.parts ?? []);
  const router = createAppRouter(routes, state);
  startSessionSync(router);
  const cache = createEmotionCache();
  if (payload) {
    hydrateRoot(
      container,
      <AppProviders cache={cache} renderedAt={payload.renderedAt}>
        <RouterProvider router={router} />
        <PageLive router={router} hydrated />
      </AppProviders>,
    );
    return;
  }
  // Not server-rendered (no server bundle yet, or the renderer failed): index.html's static header
  // is the first paint, and React replaces it.
  const render = () =>
    createRoot(container).render(
      <AppProviders cache={cache}>
        <RouterProvider router={router} />
        <PageLive router={router} hydrated={false} />
      </AppProviders>,
    );
  // One frame later, so a fast load does not hold that paint back; a hidden tab paints nothing: start.
  if (document.visibilityState === "visible") requestAnimationFrame(() => setTimeout(render, 0));
  else render();
}

const container = document.getElementById("root");
if (!container) throw new Error("#root element is missing from index.html");
void start(container);
