import type { RouteObject } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { SITE_PATHS } from "../domain/siteRoutes";
import { createRoutes } from "./router";

const pathsOf = (routes: RouteObject[], parent = ""): string[] =>
  routes.flatMap((route) => {
    const own = route.index ? (parent || "/") : route.path ? (route.path.startsWith("/") ? route.path : `${parent}/${route.path}`) : null;
    const children = route.children ? pathsOf(route.children, own ?? parent) : [];
    return [...(own && !route.children ? [own] : []), ...children];
  });

describe("client routes", () => {
  it("are exactly the pages the server knows (domain/siteRoutes), plus the not-found catch-all", () => {
    const paths = pathsOf(createRoutes());
    expect(paths.filter((p) => !p.endsWith("*")).sort()).toEqual([...SITE_PATHS].sort());
    expect(paths.filter((p) => p.endsWith("*"))).toHaveLength(1);
  });
});
