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

createRoot(container).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <GlobalStyles />
      <RouterProvider router={router} />
    </ThemeProvider>
  </StrictMode>,
);
