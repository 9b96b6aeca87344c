import createEmotionServer from "@emotion/server/create-instance";
import { isValidElement } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from "react-router-dom";
import { Environment, Network, Observable, RecordSource, Store, type GraphQLResponse, type RequestParameters, type Variables } from "relay-runtime";
import { AppProviders } from "../AppProviders";
import { currentMinute } from "../lib/renderClock";
import { createRoutes } from "../router";
import { createEmotionCache } from "../theme/emotionCache";
import type { SsrPayload } from "./payload";
import { serializeRouteErrors } from "./routeErrors";

/**
 * The server renderer's entry (built by `vite build --ssr` into dist/ssr, loaded by
 * server/pages/ssr/renderer.ts). It knows nothing of the server: the server hands it `execute`,
 * which runs one of the client's operations against the schema in-process.
 */
export type ExecuteOperation = (operation: Pick<RequestParameters, "id" | "name" | "text">, variables: Variables) => Promise<GraphQLResponse>;

export interface RenderedPage {
  /** The app's markup, for inside #root. */
  html: string;
  /** Emotion's <style> tags for exactly the rules the markup uses. */
  styles: string;
  payload: SsrPayload;
  /** Errors of components that the browser will render instead. */
  errors: unknown[];
  /**
   * The modules the browser loads before hydrating, by name: the matched routes' code (a lazy
   * route's component is named as its module, CardDetailRoute.tsx → CardDetailRoute) and the lazy
   * parts drawn. The server preloads their chunks from the HTML (server/pages/ssr/modulePreloads.ts).
   */
  modules: string[];
}

async function readAll(stream: AsyncIterable<unknown>): Promise<string> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : (chunk as Uint8Array));
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * One static handler per process: building it flattens and compiles the whole route tree, and
 * a route's `lazy` code, once resolved, stays on its route object for every later request.
 * Each request's own Relay environment goes through the loaders' context.
 */
let staticHandler: ReturnType<typeof createStaticHandler> | undefined;

/** A fresh Relay environment for one page, and a way to wait for every request it made. */
function pageEnvironment(execute: ExecuteOperation) {
  const pending = new Set<Promise<unknown>>();
  const network = Network.create((operation, variables) => {
    const answer = execute(operation, variables);
    pending.add(answer.catch(() => {}));
    return Observable.from(answer);
  });
  // isServer: Relay keeps no timers (temporary retains) alive after the render is done.
  const environment = new Environment({ network, store: new Store(new RecordSource()), isServer: true });
  const settled = async () => {
    while (pending.size > 0) {
      const batch = [...pending];
      pending.clear();
      await Promise.all(batch);
    }
  };
  return { environment, settled };
}

/**
 * Renders the page at `url` with the route's data: the route loaders start their queries (as in
 * the browser), the render waits for them and for anything a component suspends on (prerender),
 * and the store that results goes into the page for the browser to start from, with the errors
 * loaders threw (their boundaries render). Null when the route tree answers with a redirect: the
 * server then sends the plain shell.
 */
export async function renderPage(url: string, execute: ExecuteOperation, signal?: AbortSignal): Promise<RenderedPage | null> {
  const { environment, settled } = pageEnvironment(execute);
  const handler = (staticHandler ??= createStaticHandler(createRoutes()));
  const context = await handler.query(new Request(url, { signal }), { requestContext: { relayEnvironment: environment } });
  if (context instanceof Response) return null;
  await settled();
  signal?.throwIfAborted();
  const router = createStaticRouter(handler.dataRoutes, context);
  const errors: unknown[] = [];
  const renderedAt = currentMinute();
  const parts = new Set<string>();
  const cache = createEmotionCache();
  // Compat mode: rules collect in the cache for extraction instead of inline <style> beside each element.
  cache.compat = true;
  const { prelude } = await prerenderToNodeStream(
    <AppProviders cache={cache} renderedAt={renderedAt} renderedParts={parts}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
    // A component that fails renders in the browser instead (React's client-rendering fallback); the server logs why.
    // One document: no Suspense boundary is "outlined" behind a script (readers without JavaScript see it all).
    { signal, progressiveChunkSize: Number.MAX_SAFE_INTEGER, onError: (error) => void errors.push(error) },
  );
  const html = await readAll(prelude as AsyncIterable<unknown>);
  const emotion = createEmotionServer(cache);
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  // The router keeps a route's Component as the element it renders.
  const routeModules = context.matches.flatMap(({ route }) => {
    const type: unknown = isValidElement(route.element) ? route.element.type : undefined;
    return typeof type === "function" && type.name ? [type.name] : [];
  });
  return {
    html,
    styles,
    payload: { records: environment.getStore().getSource().toJSON(), errors: serializeRouteErrors(context.errors), renderedAt, parts: [...parts] },
    errors,
    modules: [...routeModules, ...parts],
  };
}
