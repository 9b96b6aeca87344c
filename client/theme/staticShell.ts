import { theme } from "./theme";

const { colors, fonts, fontSizes, fontWeights, lineHeights, layout, mq, space } = theme;

/**
 * What index.html paints before any JavaScript runs (vite.config.ts puts it in the built page):
 * the page colours and the header's logo bar, with the sizes GlobalStyles and Header's HeaderShell
 * use, so the first paint comes with the HTML and React's first render moves nothing.
 */
export function staticShell() {
  const style = `
body{margin:0;min-height:100vh;background:${colors.background};color:${colors.text};font-family:${fonts.body};font-size:${fontSizes.md};line-height:${lineHeights.body};-webkit-font-smoothing:antialiased}
.shell-bar{position:sticky;top:0;z-index:${theme.zIndices.header};background:${colors.headerBar};border-bottom:1px solid ${colors.border}}
.shell-inner{display:flex;align-items:center;max-width:${layout.maxWidth};height:${layout.headerHeight};margin:0 auto;padding:${space(0, 3, 0, 4)};box-sizing:border-box}
.shell-logo{display:inline-flex;align-items:center;gap:${space(2)};color:${colors.primary};font-size:${fontSizes.lg};font-weight:${fontWeights.heavy};letter-spacing:-0.02em;text-decoration:none}
.shell-logo span{color:${colors.text}}
${mq.md}{.shell-inner{padding:${space(0, 6)}}.shell-logo span{display:none}}
${mq.lg}{.shell-logo span{display:inline}}`;
  const header =
    '<header class="shell-bar"><div class="shell-inner"><a class="shell-logo" href="/" aria-label="FC 모바일 카드 DB 홈">' +
    '<svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">' +
    '<circle cx="12" cy="12" r="9"></circle><path d="M12 7l4 3-1.5 4.5h-5L8 10z" fill="currentColor"></path></svg>' +
    "<span>FC 모바일 카드 DB</span></a></div></header>";
  // The browser bar and the tab icon take the theme's colours too (index.html names none of its own).
  const icon =
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'><circle cx='12' cy='12' r='11' fill='${colors.primary}'/>` +
    `<path d='M12 7l4 3-1.5 4.5h-5L8 10z' fill='${colors.background}'/></svg>`;
  const head =
    `<meta name="theme-color" content="${colors.background}" />\n` +
    `    <link rel="icon" href="data:image/svg+xml,${icon.replace(/[<>#]/g, encodeURIComponent)}" />`;
  return { style: style.trim(), header, head };
}
