import { tierColors } from "./tiers";

/** Breakpoints in px; the header collapses to the hamburger menu below `md`. */
const breakpoints = { sm: 600, md: 900, lg: 1200 } as const;

/** Mobile-first media queries: `${mq.md} { ... }` applies from the breakpoint up. */
const mq = {
  sm: `@media (min-width: ${breakpoints.sm}px)`,
  md: `@media (min-width: ${breakpoints.md}px)`,
  lg: `@media (min-width: ${breakpoints.lg}px)`,
  belowMd: `@media (max-width: ${breakpoints.md - 0.02}px)`,
} as const;

// Text colours reach 4.5:1 (WCAG AA) on every surface up to surfaceHover; marks and indicators 3:1.
const colors = {
  background: "#0a0f1a",
  surface: "#111827",
  surfaceRaised: "#1a2335",
  surfaceHover: "#222d43",
  border: "#263247",
  borderStrong: "#34425d",
  text: "#e8edf5",
  textMuted: "#a3b0c4",
  textSubtle: "#8b98b0",
  primary: "#16c172",
  primaryHover: "#12a862",
  onPrimary: "#03140b",
  accent: "#f5c542",
  /** Tinted fills behind accent/primary text (notice and type badges, the welcome hero's glow). */
  accentSoft: "rgba(245, 197, 66, 0.15)",
  primarySoft: "rgba(22, 193, 114, 0.25)",
  /** Dark text on the accent fill. */
  onAccent: "#2a1d00",
  /** Light text on coloured fills (pitch markers, media buttons). */
  onColor: "#ffffff",
  danger: "#f06a6a",
  focus: "#4ade80",
  overlay: "rgba(3, 7, 15, 0.72)",
  pitch: "#0f5132",
  pitchStripe: "#115e3a",
  pitchLine: "rgba(255, 255, 255, 0.35)",
  pitchMarker: "rgba(3, 20, 11, 0.75)",
  /** The sticky header's translucent bar (also painted by index.html's static shell). */
  headerBar: "rgba(10, 15, 26, 0.92)",
  /** Inactive carousel dots: 3:1 against the banner's dark scrim. */
  indicator: "rgba(255, 255, 255, 0.6)",
  /** Series colours of charts and the compare radar, each 3:1 or more on the surfaces. */
  series: ["#16c172", "#f5c542", "#60a5fa", "#f472b6"],
} as const;

export const theme = {
  colors,
  tiers: tierColors,
  fonts: {
    body: "Pretendard, 'Noto Sans KR', 'Apple SD Gothic Neo', 'Malgun Gothic', system-ui, sans-serif",
    numeric: "'Roboto Mono', ui-monospace, SFMono-Regular, Menlo, monospace",
  },
  fontSizes: { xs: "0.75rem", sm: "0.875rem", md: "1rem", lg: "1.125rem", xl: "1.375rem", xxl: "1.75rem", display: "2.25rem" },
  fontWeights: { regular: 400, medium: 500, bold: 700, heavy: 800 },
  lineHeights: { tight: 1.25, body: 1.6 },
  /** 4 px scale: space(1) = 4px. */
  space: (...steps: number[]) => steps.map((step) => `${step * 4}px`).join(" "),
  radii: { sm: "6px", md: "10px", lg: "16px", pill: "999px" },
  shadows: {
    card: "0 1px 2px rgba(0, 0, 0, 0.4), 0 8px 24px rgba(0, 0, 0, 0.25)",
    overlay: "0 24px 64px rgba(0, 0, 0, 0.55)",
  },
  zIndices: { header: 50, drawer: 90, dialog: 100 },
  layout: { maxWidth: "1200px", headerHeight: "60px" },
  breakpoints,
  mq,
  motion: { fast: "120ms ease-out", normal: "220ms ease-out" },
} as const;

export type AppTheme = typeof theme;
