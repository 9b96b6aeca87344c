import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";

// jsdom has no layout: react-router's <ScrollRestoration> would log "Not implemented" per page.
window.scrollTo = () => {};

// findBy*/waitFor wait for renders; 1 s (the default) is too short when the suite loads 2 cores.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  document.body.style.overflow = "";
});
