import { CacheProvider, ThemeProvider, type EmotionCache } from "@emotion/react";
import { StrictMode, type ReactNode } from "react";
import { RenderedParts } from "./lib/lazyPart";
import { RenderTimeProvider } from "./lib/renderClock";
import { GlobalStyles } from "./theme/GlobalStyles";
import { theme } from "./theme/theme";

type Props = {
  cache: EmotionCache;
  /** The minute the server rendered the page in (lib/renderClock). */
  renderedAt?: number | null;
  /** On the server: collects the lazy parts the page draws (lib/lazyPart). */
  renderedParts?: Set<string> | null;
  children: ReactNode;
};

/** What wraps the router on the server and in the browser alike, so the two render the same tree. */
export function AppProviders({ cache, renderedAt = null, renderedParts = null, children }: Props) {
  return (
    <StrictMode>
      <CacheProvider value={cache}>
        <ThemeProvider theme={theme}>
          <RenderTimeProvider at={renderedAt}>
            <RenderedParts.Provider value={renderedParts}>
              <GlobalStyles />
              {children}
            </RenderedParts.Provider>
          </RenderTimeProvider>
        </ThemeProvider>
      </CacheProvider>
    </StrictMode>
  );
}
