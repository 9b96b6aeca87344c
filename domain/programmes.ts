/**
 * Card programmes (the card's `className`: LIVE, TOTY, TOTS, …): the Korean label and the badge
 * tone every list shows beside the OVR. The badge colours per tone live in client/theme/tiers.ts.
 * A className the catalogue does not know keeps its own text and the neutral tone.
 */

export const PROGRAMMES = [
  { key: "LIVE", label: "라이브", tone: "live" },
  { key: "TOTW", label: "금주의 팀", tone: "totw" },
  { key: "UCL", label: "챔피언스리그", tone: "ucl" },
  { key: "FUTURE STARS", label: "퓨처 스타즈", tone: "futureStars" },
  { key: "RTTK", label: "로드 투 녹아웃", tone: "rttk" },
  { key: "WINTER WONDERS", label: "윈터 원더스", tone: "winterWonders" },
  { key: "HERO", label: "히어로", tone: "hero" },
  { key: "TOTS", label: "시즌의 팀", tone: "tots" },
  { key: "TOTY", label: "올해의 팀", tone: "toty" },
  { key: "ICON", label: "아이콘", tone: "icon" },
  { key: "ICON 프라임", label: "아이콘 프라임", tone: "iconPrime" },
] as const;

export type ProgrammeTone = (typeof PROGRAMMES)[number]["tone"] | "other";
export const PROGRAMME_TONES: readonly ProgrammeTone[] = [...PROGRAMMES.map((p) => p.tone), "other"];

export interface ProgrammeBadge {
  /** The stored className (what filters and URLs carry). */
  key: string;
  /** Korean label shown on the badge. */
  label: string;
  tone: ProgrammeTone;
}

// Keys compare without case or spaces, so an import's "Future Stars" is the catalogue's FUTURE STARS.
const normal = (v: string) => v.replace(/\s+/g, "").toUpperCase();
const BY_KEY = new Map<string, (typeof PROGRAMMES)[number]>(PROGRAMMES.map((p) => [normal(p.key), p]));

/** The badge of a card's programme, or null when the card has none. */
export function programmeBadge(className: string | null | undefined): ProgrammeBadge | null {
  const key = className?.trim();
  if (!key) return null;
  const known = BY_KEY.get(normal(key));
  return known ? { key: known.key, label: known.label, tone: known.tone } : { key, label: key, tone: "other" };
}

/** The Korean label of a programme key (filters list keys; unknown keys read as themselves). */
export const programmeLabel = (className: string) => programmeBadge(className)?.label ?? className;
