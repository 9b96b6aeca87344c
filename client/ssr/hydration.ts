import { matchRoutes, type HydrationState, type LoaderFunctionArgs, type RouteObject } from "react-router-dom";
import { hydrateRelayEnvironment } from "../relay/environment";
import type { SsrPayload } from "./payload";
import { deserializeRouteErrors } from "./routeErrors";

/** Loads a route's lazy parts now and sets them on the route, as react-router would on navigation. */
async function resolveLazy(route: RouteObject) {
  const { lazy } = route;
  if (!lazy) return;
  if (typeof lazy === "function") Object.assign(route, await lazy());
  else {
    const parts = await Promise.all(Object.entries(lazy).map(async ([key, load]) => [key, await (load as () => Promise<unknown>)()] as const));
    Object.assign(route, Object.fromEntries(parts));
  }
  delete route.lazy;
}

/**
 * The router's hydration state for a server-rendered page: the Relay environment starts from the
 * server's records, the matched routes' code is loaded and their loaders run here. Each loader's
 * `store-or-network` query finds its data in those records, so none goes to the network, and the
 * first render is the server's markup: hydration, not a second render after a fetch.
 * (Query refs hold functions and an environment: they cannot travel from the server; the records can.)
 */
export async function hydrationState(routes: RouteObject[], payload: SsrPayload): Promise<HydrationState> {
  hydrateRelayEnvironment(payload.records);
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(matches.map(({ route }) => resolveLazy(route)));
  const request = new Request(window.location.href);
  const loaderData: Record<string, unknown> = {};
  const errors = deserializeRouteErrors(payload.errors);
  for (const { route, params } of matches) {
    if (typeof route.loader !== "function" || !route.id) continue;
    try {
      loaderData[route.id] = await route.loader({ request, params, context: {} } as LoaderFunctionArgs);
    } catch {
      // The server's render met the same error: its boundary shows it (`errors`), and no route below renders.
      break;
    }
  }
  return { loaderData, actionData: null, errors };
}
