import type { PostType } from "./posts";

/** The level ladder, lowest first; minPoints is the score needed to reach it. */
export const LEVELS = [
  { name: "브론즈 3", minPoints: 0 },
  { name: "브론즈 2", minPoints: 10 },
  { name: "브론즈 1", minPoints: 30 },
  { name: "실버 3", minPoints: 50 },
  { name: "실버 2", minPoints: 70 },
  { name: "실버 1", minPoints: 100 },
  { name: "월드클래스 3", minPoints: 150 },
  { name: "월드클래스 2", minPoints: 200 },
  { name: "월드클래스 1", minPoints: 300 },
  { name: "레전더리 3", minPoints: 400 },
  { name: "레전더리 2", minPoints: 500 },
  { name: "레전더리 1", minPoints: 600 },
  { name: "피파챔피언 3", minPoints: 800 },
  { name: "피파챔피언 2", minPoints: 900 },
  { name: "피파챔피언 1", minPoints: 1000 },
] as const;
export type LevelName = (typeof LEVELS)[number]["name"];

export const DEFAULT_LEVEL: LevelName = "브론즈 3";

export type LevelTier = "bronze" | "silver" | "worldClass" | "legendary" | "champion";

const TIER_BY_PREFIX: readonly (readonly [string, LevelTier])[] = [
  ["브론즈", "bronze"],
  ["실버", "silver"],
  ["월드클래스", "worldClass"],
  ["레전더리", "legendary"],
  ["피파챔피언", "champion"],
];

/** A user's level, score and progress to the next level. */
export interface LevelProgress {
  currentLevel: LevelName;
  currentScore: number;
  nextLevel: LevelName | null;
  pointsNeeded: number;
  /** Percent of the way from the current level's threshold to the next, 0-100 integer. */
  progress: number;
}

type Level = (typeof LEVELS)[number];

// Points can only go down by deleting content; a negative or broken total reads as 0.
function toScore(points: number): number {
  return Number.isFinite(points) ? Math.max(0, Math.floor(points)) : 0;
}

function levelsAround(score: number): { current: Level; next: Level | null } {
  let current: Level = LEVELS[0];
  for (const level of LEVELS) {
    if (score < level.minPoints) return { current, next: level };
    current = level;
  }
  return { current, next: null };
}

export function levelForPoints(points: number): LevelName {
  return levelsAround(toScore(points)).current.name;
}

export function levelProgress(points: number): LevelProgress {
  const score = toScore(points);
  const { current, next } = levelsAround(score);
  if (next === null) {
    return { currentLevel: current.name, currentScore: score, nextLevel: null, pointsNeeded: 0, progress: 100 };
  }
  const span = next.minPoints - current.minPoints;
  return {
    currentLevel: current.name,
    currentScore: score,
    nextLevel: next.name,
    pointsNeeded: next.minPoints - score,
    progress: Math.floor(((score - current.minPoints) * 100) / span),
  };
}

/** Tier for the badge colour; unknown names fall back to bronze like the default level. */
export function levelTier(levelName: string): LevelTier {
  return TIER_BY_PREFIX.find(([prefix]) => levelName.startsWith(prefix))?.[1] ?? "bronze";
}

/** Legendary and champion levels show the special legendary icon. */
export function isLegendary(levelName: string): boolean {
  const tier = levelTier(levelName);
  return tier === "legendary" || tier === "champion";
}

/** Points per activity; deleting the content takes them back. */
export const POINTS = {
  cardReview: 3,
  formationReview: 3,
  otherPost: 3,
  freePost: 1,
  likeReceived: 1,
  comment: 1,
} as const;

export function pointsForPost(type: PostType): number {
  return type === "free" ? POINTS.freePost : POINTS.otherPost;
}
