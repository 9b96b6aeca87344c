import { CacheProvider, ThemeProvider, type EmotionCache } from "@emotion/react";
import { StrictMode, type ReactNode } from "react";
import { RenderTimeProvider } from "./lib/renderClock";
import { GlobalStyles } from "./theme/GlobalStyles";
import { theme } from "./theme/theme";

/** What wraps the router on the server and in the browser alike, so the two render the same tree. */
export function AppProviders({ cache, renderedAt = null, children }: { cache: EmotionCache; renderedAt?: number | null; children: ReactNode }) {
  return (
    <StrictMode>
      <CacheProvider value={cache}>
        <ThemeProvider theme={theme}>
          <RenderTimeProvider at={renderedAt}>
            <GlobalStyles />
            {children}
          </RenderTimeProvider>
        </ThemeProvider>
      </CacheProvider>
    </StrictMode>
  );
}
