import { afterEach, describe, expect, it, vi } from "vitest";
import { TOKEN_STORAGE_KEY } from "../auth/token";
import { requestBody } from "./graphqlRequest";
import { prefetchGraphQL, takePrefetched } from "./prefetch";

const HOME = { id: "home-hash", name: "HomeRouteQuery", text: null };
const body = (variables = {}) => JSON.stringify(requestBody(HOME, variables));

describe("prefetched GraphQL requests", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("hands the early response to the first identical request only", () => {
    const fetch = vi.fn(async () => new Response("{}"));
    vi.stubGlobal("fetch", fetch);
    const early = prefetchGraphQL(HOME, {});
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(takePrefetched(null, body())).toBe(early);
    expect(takePrefetched(null, body())).toBeUndefined();
  });

  it("never answers another session or other variables with it", () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response("{}")));
    localStorage.setItem(TOKEN_STORAGE_KEY, "member-token");
    prefetchGraphQL(HOME, {});
    expect(takePrefetched(null, body())).toBeUndefined();
    expect(takePrefetched("member-token", body({ first: 3 }))).toBeUndefined();
    expect(takePrefetched("member-token", body())).toBeDefined();
  });
});
