import { CacheProvider, ThemeProvider, type EmotionCache } from "@emotion/react";
import { StrictMode, type ReactNode } from "react";
import { GlobalStyles } from "./theme/GlobalStyles";
import { theme } from "./theme/theme";

/** What wraps the router on the server and in the browser alike, so the two render the same tree. */
export function AppProviders({ cache, children }: { cache: EmotionCache; children: ReactNode }) {
  return (
    <StrictMode>
      <CacheProvider value={cache}>
        <ThemeProvider theme={theme}>
          <GlobalStyles />
          {children}
        </ThemeProvider>
      </CacheProvider>
    </StrictMode>
  );
}
