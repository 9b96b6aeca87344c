import { theme } from "../../../client/theme/theme";
import { SITE_NAME } from "../../../domain/pageMeta";
import { box } from "./element";

/** The site's dark surfaces and text, from the client's theme. */
export const COLORS = {
  background: theme.colors.background,
  raised: theme.colors.surfaceRaised,
  border: theme.colors.border,
  text: theme.colors.text,
  muted: theme.colors.textMuted,
  accent: theme.colors.accent,
  onAccent: theme.colors.onAccent,
  primary: theme.colors.primary,
  pitch: theme.colors.pitch,
  pitchStripe: theme.colors.pitchStripe,
};

/** The site's name at the bottom of every share image (it takes the column's remaining height). */
export const footer = () =>
  box({ flexGrow: 1, alignItems: "flex-end" },
    box({ alignItems: "center", gap: 12, fontSize: 26, color: COLORS.muted },
      box({ width: 14, height: 14, borderRadius: 7, background: COLORS.primary }),
      SITE_NAME));
