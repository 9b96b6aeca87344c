import { createContext, createElement, lazy, useContext, type ComponentType } from "react";

/**
 * A part of a page whose code loads when it first renders (React.lazy's job), and which the
 * browser can load *before* hydrating a server-rendered page that contains it.
 *
 * Why not React.lazy: a lazy component still loading when the browser hydrates leaves its
 * server-rendered markup inert until the chunk arrives, and a click there in that moment is
 * dropped (the card page's "리뷰 작성", the home page's formation select). The server records the
 * parts it drew (`RenderedParts`), the page carries their names (client/ssr/payload.ts) and
 * client/main.tsx loads them before hydrateRoot, so every part hydrates with the page.
 */

type Preload = () => Promise<void>;
const preloads = new Map<string, Preload>();

/** On the server: the set each render adds the names of the parts it drew to. Null in the browser. */
export const RenderedParts = createContext<Set<string> | null>(null);

export function lazyPart<P extends object>(name: string, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  if (preloads.has(name)) throw new Error(`lazyPart "${name}" is defined twice`);
  let component: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then((loaded) => {
      component = loaded;
    }));
  preloads.set(name, preload);
  // React.lazy settles at once when handed a thenable that resolves synchronously: a part loaded
  // beforehand renders (and hydrates) in the same pass instead of suspending first.
  const Lazy = lazy(() => {
    const loaded = component;
    // React documents `load` as returning "a Promise or another thenable"; its types say Promise.
    if (loaded) return { then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve({ default: loaded }) } as unknown as Promise<{ default: ComponentType<P> }>;
    return preload().then(() => ({ default: component! }));
  });

  function Part(props: P) {
    useContext(RenderedParts)?.add(name);
    return createElement(Lazy as ComponentType<P>, props);
  }
  Part.displayName = `lazyPart(${name})`;
  return Part;
}

/**
 * Loads the named parts. A part inside another part is defined by its parent's code, so names
 * not yet known are looked up again after each round of loading.
 */
export async function preloadParts(names: readonly string[]): Promise<void> {
  let waiting = [...names];
  while (waiting.length > 0) {
    const known = waiting.filter((name) => preloads.has(name));
    if (known.length === 0) return;
    await Promise.all(known.map((name) => preloads.get(name)!()));
    waiting = waiting.filter((name) => !known.includes(name));
  }
}
