import { DETAILED_STATS, MAIN_STATS, STAT_CATEGORIES, type DetailedStatKey, type MainStatKey, type StatCategory } from "./stats";

// Names players type for each detailed stat besides its key and Korean label (spaces are ignored).
const SYNONYMS: Record<DetailedStatKey, readonly string[]> = {
  acceleration: ["가속", "가속도"],
  sprintSpeed: ["스피드", "속력", "속도", "스프린트", "speed"],
  finishing: ["결정력", "피니싱", "골결정"],
  shotPower: ["슛파워", "슈팅파워", "슛력"],
  longShots: ["중거리", "중거리슛", "중거리슈팅", "롱샷", "longshot"],
  positioning: ["위치선정", "포지셔닝"],
  penalties: ["페널티", "pk"],
  volleys: ["발리", "발리슈팅"],
  shortPassing: ["숏패스", "짧은패스"],
  longPassing: ["롱패스", "긴패스"],
  vision: ["시야"],
  crossing: ["크로싱"],
  curve: ["감아차기"],
  fkAccuracy: ["프리킥정확도", "fk"],
  dribbling: ["드리블링"],
  ballControl: ["볼간수", "퍼스트터치"],
  agility: ["민첩"],
  reactions: ["반응", "반응속도"],
  balance: ["균형"],
  composure: ["침착", "침착성"],
  marking: ["마킹", "대인마크"],
  defAwareness: ["수비인식", "수비위치선정"],
  standingTackle: ["태클", "스탠딩"],
  slidingTackle: ["슬라이딩"],
  interceptions: ["인터셉트"],
  headingAccuracy: ["헤딩", "헤딩정확도"],
  strength: ["힘"],
  aggression: ["적극성"],
  jumping: ["점프력"],
  stamina: ["스태미나", "체력"],
};

// A main stat or category name typed into the finder stands for the detailed stat that carries it.
const MAIN_STAT_STANDS_FOR: Record<MainStatKey | StatCategory, DetailedStatKey> = {
  pace: "sprintSpeed",
  shooting: "finishing",
  passing: "shortPassing",
  agilityMain: "agility",
  dribbling: "dribbling",
  defending: "defAwareness",
  physical: "strength",
};
const MAIN_STAT_SYNONYMS: Record<MainStatKey | StatCategory, readonly string[]> = {
  pace: ["페이스", "스피드"],
  shooting: ["슈팅", "슛팅", "shoot", "shot"],
  passing: ["패싱", "pass"],
  agilityMain: ["agility"],
  dribbling: [],
  defending: ["수비력", "defense", "defence"],
  physical: ["physicality"],
};

/** Case, spaces, underscores and hyphens do not matter: "Sprint_Speed", "중거리 슛" and "중거리슛" match. */
function aliasKey(name: string): string {
  return name.normalize("NFC").toLowerCase().replace(/[\s_-]+/g, "");
}

const BY_ALIAS = new Map<string, DetailedStatKey>();
for (const { key, label } of DETAILED_STATS) {
  for (const name of [key, label, ...SYNONYMS[key]]) BY_ALIAS.set(aliasKey(name), key);
}
for (const { key, label } of [...MAIN_STATS, ...STAT_CATEGORIES]) {
  // A detailed stat's own name wins ("민첩성", "드리블" are detailed labels too).
  for (const name of [key, label, ...MAIN_STAT_SYNONYMS[key]]) {
    if (!BY_ALIAS.has(aliasKey(name))) BY_ALIAS.set(aliasKey(name), MAIN_STAT_STANDS_FOR[key]);
  }
}

/** The detailed stat a typed name means (key, snake_case key, Korean label or a synonym), or null. */
export function normaliseStatName(name: string): DetailedStatKey | null {
  return BY_ALIAS.get(aliasKey(name)) ?? null;
}

export interface ParsedStatNames {
  /** Known stats, first mention order, without repeats. */
  stats: DetailedStatKey[];
  /** Names that match no stat, trimmed, as typed. */
  unknown: string[];
}

/** Resolves a list of typed names, keeping the ones that match nothing so the user can be told. */
export function parseStatNames(names: readonly string[]): ParsedStatNames {
  const stats: DetailedStatKey[] = [];
  const unknown: string[] = [];
  for (const raw of names) {
    const name = raw.trim();
    if (!name) continue;
    const stat = normaliseStatName(name);
    if (!stat) {
      if (!unknown.includes(name)) unknown.push(name);
    } else if (!stats.includes(stat)) stats.push(stat);
  }
  return { stats, unknown };
}
