import { useEffect } from "react";
import { loadQuery, type PreloadedQuery } from "react-relay";
import type { ConcreteRequest, Environment, OperationType, PreloadableConcreteRequest } from "relay-runtime";
import { useLoaderData, type LoaderFunctionArgs } from "react-router-dom";
import { getRelayEnvironment } from "./environment";

// Query refs each route loader handed out, oldest first, keyed by operation name.
const issued = new Map<string, PreloadedQuery<OperationType>[]>();

/**
 * A react-router loader that starts the route's query with `loadQuery`, so data and the lazily
 * loaded route code download in parallel. The component reads it with `useRouteQueryRef`.
 * Lazy routes pass their query's `$parameters` (`@preloadable`): only the persisted id ships in
 * the entry chunk, and Relay normalizes the answer once the route chunk registers the full query.
 */
export function routeQueryLoader<T extends OperationType>(
  query: ConcreteRequest | PreloadableConcreteRequest<T>,
  variables: (args: LoaderFunctionArgs) => T["variables"] = () => ({}),
) {
  return (args: LoaderFunctionArgs): PreloadedQuery<T> => {
    // The server renderer hands each request its own environment through the loader context (client/ssr).
    const serverEnvironment = (args.context as { relayEnvironment?: Environment } | undefined)?.relayEnvironment;
    const ref = loadQuery<T>(serverEnvironment ?? getRelayEnvironment(), query, variables(args), { fetchPolicy: "store-or-network" });
    // A server render's refs go with its request: kept here, each would hold its page's whole store
    // for the life of the process (no effect runs on the server to dispose of them).
    if (serverEnvironment) return ref;
    const refs = issued.get(query.params.name) ?? [];
    refs.push(ref);
    issued.set(query.params.name, refs);
    return ref;
  };
}

function isPreloadedQuery<T extends OperationType>(value: unknown): value is PreloadedQuery<T> {
  return typeof value === "object" && value !== null && "kind" in value && value.kind === "PreloadedQuery";
}

/**
 * The route's preloaded query ref for `usePreloadedQuery`. Once a newer ref has rendered, the
 * older ones of the same query are disposed (the mounted component keeps its own retain).
 */
export function useRouteQueryRef<T extends OperationType>(): PreloadedQuery<T> {
  const data: unknown = useLoaderData();
  if (!isPreloadedQuery<T>(data)) {
    throw new Error("This route has no routeQueryLoader.");
  }
  useEffect(() => {
    const refs = issued.get(data.name);
    const index = refs?.indexOf(data) ?? -1;
    if (refs && index > 0) {
      for (const stale of refs.splice(0, index)) stale.dispose();
    }
  }, [data]);
  return data;
}
