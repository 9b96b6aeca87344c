import { Global, css, useTheme } from "@emotion/react";

/** Resets and base typography for the dark, mobile-first layout. */
export function GlobalStyles() {
  const theme = useTheme();
  return (
    <Global
      styles={css`
        *,
        *::before,
        *::after {
          box-sizing: border-box;
        }
        html {
          -webkit-text-size-adjust: 100%;
          color-scheme: dark;
          /* Shift+Tab scrolls the focused control below the sticky header, not under it (WCAG 2.4.11). */
          scroll-padding-top: calc(${theme.layout.headerHeight} + ${theme.space(2)});
        }
        body {
          margin: 0;
          min-height: 100vh;
          background: ${theme.colors.background};
          color: ${theme.colors.text};
          font-family: ${theme.fonts.body};
          font-size: ${theme.fontSizes.md};
          line-height: ${theme.lineHeights.body};
          word-break: keep-all;
          overflow-wrap: anywhere;
          -webkit-font-smoothing: antialiased;
        }
        h1,
        h2,
        h3,
        p {
          margin: 0;
        }
        a {
          color: inherit;
          text-decoration: none;
        }
        button {
          font: inherit;
          color: inherit;
        }
        img {
          max-width: 100%;
          display: block;
        }
        :focus-visible {
          outline: 2px solid ${theme.colors.focus};
          outline-offset: 2px;
        }
        @media (prefers-reduced-motion: reduce) {
          *,
          *::before,
          *::after {
            transition-duration: 0.01ms !important;
            animation-duration: 0.01ms !important;
          }
        }
      `}
    />
  );
}
