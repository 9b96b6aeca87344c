import { createBrowserRouter, type RouteObject } from "react-router-dom";
import HomeRouteQuery, { type HomeRouteQuery as HomeRouteQueryType } from "./__generated__/HomeRouteQuery.graphql";
import RootRouteQuery, { type RootRouteQuery as RootRouteQueryType } from "./__generated__/RootRouteQuery.graphql";
import { PageSkeleton } from "./components/layout/PageSkeleton";
import { routeQueryLoader } from "./relay/routeQuery";
import { ComingSoonRoute } from "./routes/ComingSoonRoute";
import { NotFoundRoute } from "./routes/NotFoundRoute";
import { RootRoute } from "./routes/root/RootRoute";
import { RouteErrorBoundary } from "./routes/RouteErrorBoundary";

/** Pages still to be built; each later issue swaps its entry for a real route module. */
const comingSoonPaths = [
  "/cards",
  "/cards/:id",
  "/new-cards",
  "/popular-cards",
  "/rankings/:position?",
  "/formation-rankings",
  "/formation-detail",
  "/formations",
  "/formation-finder",
  "/stat-leaders",
  "/skill-boost-comparison",
  "/community",
  "/community/write",
  "/posts/:id",
  "/my-reviews",
  "/profile",
  "/admin",
  "/admin/migration",
  "/object-storage-demo",
  "/login",
  "/forgot-password",
  "/change-password",
];

/**
 * Data routes. Loaders start each route's Relay query while `lazy` fetches the route's code,
 * so both download in parallel (https://relay.dev/docs/guided-tour/rendering/queries/).
 * Fresh objects per router: react-router caches resolved `lazy` results per route object.
 */
export const createRoutes = (): RouteObject[] => [
  {
    id: "root",
    path: "/",
    loader: routeQueryLoader<RootRouteQueryType>(RootRouteQuery),
    Component: RootRoute,
    HydrateFallback: PageSkeleton,
    ErrorBoundary: RouteErrorBoundary,
    children: [
      {
        // Page errors render inside the shell, so the header and footer stay usable.
        ErrorBoundary: RouteErrorBoundary,
        children: [
          {
            index: true,
            loader: routeQueryLoader<HomeRouteQueryType>(HomeRouteQuery),
            lazy: { Component: async () => (await import("./routes/home/HomeRoute")).HomeRoute },
          },
          ...comingSoonPaths.map((path): RouteObject => ({ path, Component: ComingSoonRoute })),
          { path: "*", Component: NotFoundRoute },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(createRoutes());
}
