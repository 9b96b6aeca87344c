import type { RouteObject } from "react-router-dom";

/**
 * Every route with the id react-router would give it (its place in the tree, "0-0-3"), set on
 * the objects themselves: the browser can then key the loader data it hydrates with
 * (client/ssr/hydration.ts) before any router exists, by the ids the server rendered with.
 */
export function withRouteIds(routes: RouteObject[], parent: number[] = []): RouteObject[] {
  return routes.map((route, index) => {
    const place = [...parent, index];
    const id = route.id ?? place.join("-");
    if (route.index) return { ...route, id };
    return { ...route, id, children: route.children && withRouteIds(route.children, place) };
  });
}
