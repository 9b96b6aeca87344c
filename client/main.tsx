import { ThemeProvider } from "@emotion/react";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router-dom";
import { startSessionSync } from "./auth/sessionSync";
import { createAppRouter } from "./router";
import { GlobalStyles } from "./theme/GlobalStyles";
import { theme } from "./theme/theme";

const router = createAppRouter();
startSessionSync(router);

const container = document.getElementById("root");
if (!container) throw new Error("#root element is missing from index.html");

const render = () =>
  createRoot(container).render(
    <StrictMode>
      <ThemeProvider theme={theme}>
        <GlobalStyles />
        <RouterProvider router={router} />
      </ThemeProvider>
    </StrictMode>,
  );

// index.html's static header is the first paint; React replaces it one frame later, so a fast load
// does not hold that paint back until the whole app has rendered. A hidden tab paints nothing: start.
if (document.visibilityState === "visible") requestAnimationFrame(() => setTimeout(render, 0));
else render();
