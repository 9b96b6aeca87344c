import { DETAILED_STAT_KEYS, type DetailedStatKey } from "./stats";

/** Tab order of the comparison tool; "eternal" is drawn brown by the theme. */
export const SKILL_BOOST_COLORS = [
  { key: "red", label: "레드" },
  { key: "white", label: "화이트" },
  { key: "gold", label: "골드" },
  { key: "teal", label: "틸" },
  { key: "green", label: "그린" },
  { key: "eternal", label: "이터널" },
] as const;
export type SkillBoostColor = (typeof SKILL_BOOST_COLORS)[number]["key"];

export interface SkillBoost {
  key: string;
  nameKo: string;
  color: SkillBoostColor;
  stats: readonly DetailedStatKey[];
}

type FiveStats = readonly [DetailedStatKey, DetailedStatKey, DetailedStatKey, DetailedStatKey, DetailedStatKey];
type Row = readonly [key: string, nameKo: string, stats: FiveStats];

// Only the eternal names come from the game (spec); the rest are ours, one character per colour.
const CATALOGUE: Record<SkillBoostColor, readonly Row[]> = {
  // Attacking: finishing, shooting range, pace into the box.
  red: [
    ["sniper", "스나이퍼", ["finishing", "longShots", "shotPower", "curve", "composure"]],
    ["poacher", "포처", ["finishing", "positioning", "reactions", "composure", "acceleration"]],
    ["cannon", "캐논", ["shotPower", "longShots", "finishing", "strength", "volleys"]],
    ["flash", "플래시", ["acceleration", "sprintSpeed", "agility", "balance", "finishing"]],
    ["hunter", "헌터", ["finishing", "positioning", "reactions", "sprintSpeed", "volleys"]],
    ["predator", "프레데터", ["finishing", "positioning", "shotPower", "acceleration", "composure"]],
    ["air-raid", "에어레이드", ["headingAccuracy", "jumping", "strength", "finishing", "positioning"]],
    ["bomber", "봄버", ["shotPower", "longShots", "volleys", "strength", "aggression"]],
    ["finisher", "피니셔", ["finishing", "composure", "positioning", "shotPower", "reactions"]],
    ["winger", "윙어", ["sprintSpeed", "acceleration", "crossing", "dribbling", "curve"]],
    ["blitz", "블리츠", ["acceleration", "sprintSpeed", "dribbling", "shotPower", "finishing"]],
    ["striker", "스트라이커", ["finishing", "shotPower", "positioning", "headingAccuracy", "volleys"]],
    ["target", "타깃", ["headingAccuracy", "strength", "jumping", "finishing", "ballControl"]],
    ["kicker", "키커", ["penalties", "composure", "finishing", "shotPower", "curve"]],
    ["comet", "코멧", ["sprintSpeed", "acceleration", "agility", "finishing", "longShots"]],
    ["maverick", "매버릭", ["dribbling", "agility", "finishing", "longShots", "curve"]],
    ["ace", "에이스", ["finishing", "dribbling", "shotPower", "positioning", "ballControl"]],
    ["fox", "폭스", ["positioning", "reactions", "finishing", "agility", "composure"]],
  ],
  // Balanced and technical: passing, touch, composure.
  white: [
    ["maestro", "마에스트로", ["shortPassing", "longPassing", "vision", "ballControl", "composure"]],
    ["artist", "아티스트", ["dribbling", "ballControl", "agility", "curve", "vision"]],
    ["magician", "매지션", ["dribbling", "ballControl", "agility", "balance", "composure"]],
    ["playmaker", "플레이메이커", ["vision", "shortPassing", "longPassing", "curve", "crossing"]],
    ["conductor", "컨덕터", ["vision", "shortPassing", "reactions", "composure", "positioning"]],
    ["metronome", "메트로놈", ["shortPassing", "longPassing", "stamina", "composure", "ballControl"]],
    ["technician", "테크니션", ["ballControl", "dribbling", "shortPassing", "balance", "reactions"]],
    ["pivot", "피벗", ["shortPassing", "longPassing", "interceptions", "defAwareness", "composure"]],
    ["all-rounder", "올라운더", ["shortPassing", "dribbling", "finishing", "standingTackle", "stamina"]],
    ["specialist", "스페셜리스트", ["fkAccuracy", "curve", "penalties", "longShots", "crossing"]],
    ["crosser", "크로서", ["crossing", "curve", "longPassing", "sprintSpeed", "stamina"]],
    ["silk", "실크", ["ballControl", "balance", "agility", "shortPassing", "vision"]],
    ["tempo", "템포", ["reactions", "shortPassing", "agility", "ballControl", "vision"]],
    ["compass", "컴퍼스", ["vision", "longPassing", "crossing", "positioning", "composure"]],
    ["dancer", "댄서", ["agility", "balance", "dribbling", "reactions", "curve"]],
    ["genius", "지니어스", ["vision", "dribbling", "finishing", "shortPassing", "composure"]],
    ["linker", "링커", ["shortPassing", "ballControl", "positioning", "vision", "reactions"]],
  ],
  // Elite: rare, mixing the best stat of several roles.
  gold: [
    ["legend", "레전드", ["finishing", "dribbling", "shortPassing", "reactions", "composure"]],
    ["phantom", "팬텀", ["acceleration", "agility", "dribbling", "finishing", "vision"]],
    ["king", "킹", ["shotPower", "vision", "ballControl", "strength", "reactions"]],
    ["titan", "타이탄", ["strength", "standingTackle", "headingAccuracy", "reactions", "sprintSpeed"]],
  ],
  // Defensive: tackling, reading the game, aerial duels.
  teal: [
    ["wall", "월", ["standingTackle", "slidingTackle", "marking", "defAwareness", "strength"]],
    ["guardian", "가디언", ["defAwareness", "interceptions", "marking", "reactions", "composure"]],
    ["interceptor", "인터셉터", ["interceptions", "defAwareness", "reactions", "acceleration", "standingTackle"]],
    ["slider", "슬라이더", ["slidingTackle", "standingTackle", "aggression", "sprintSpeed", "interceptions"]],
    ["sweeper", "스위퍼", ["defAwareness", "interceptions", "longPassing", "composure", "sprintSpeed"]],
    ["anchor", "앵커", ["interceptions", "standingTackle", "strength", "shortPassing", "stamina"]],
    ["stopper", "스토퍼", ["marking", "headingAccuracy", "jumping", "strength", "standingTackle"]],
    ["fortress", "포트리스", ["defAwareness", "headingAccuracy", "marking", "strength", "aggression"]],
  ],
  // Physical: strength, stamina, running power.
  green: [
    ["engine", "엔진", ["stamina", "sprintSpeed", "strength", "aggression", "reactions"]],
    ["tank", "탱크", ["strength", "balance", "aggression", "stamina", "jumping"]],
    ["runner", "러너", ["stamina", "sprintSpeed", "acceleration", "agility", "reactions"]],
    ["bulldozer", "불도저", ["strength", "aggression", "sprintSpeed", "headingAccuracy", "balance"]],
    ["dynamo", "다이나모", ["stamina", "acceleration", "agility", "aggression", "standingTackle"]],
    ["beast", "비스트", ["strength", "jumping", "aggression", "headingAccuracy", "stamina"]],
    ["iron", "아이언", ["strength", "balance", "stamina", "composure", "standingTackle"]],
    ["spring", "스프링", ["jumping", "acceleration", "agility", "headingAccuracy", "balance"]],
    ["heart", "하트", ["stamina", "aggression", "reactions", "interceptions", "shortPassing"]],
  ],
  // Eternal: the game's six named boosts, each strong across two roles.
  eternal: [
    ["crack", "크랙", ["dribbling", "finishing", "agility", "acceleration", "composure"]],
    ["warrior", "워리어", ["strength", "aggression", "standingTackle", "stamina", "headingAccuracy"]],
    ["core", "코어", ["shortPassing", "vision", "ballControl", "interceptions", "stamina"]],
    ["energy", "에너지", ["stamina", "sprintSpeed", "acceleration", "reactions", "aggression"]],
    ["shield", "실드", ["defAwareness", "standingTackle", "slidingTackle", "interceptions", "strength"]],
    ["commander", "커맨더", ["vision", "longPassing", "composure", "reactions", "defAwareness"]],
  ],
};

/** All 62 boosts, grouped by colour in tab order. */
export const SKILL_BOOSTS: readonly SkillBoost[] = SKILL_BOOST_COLORS.flatMap(({ key: color }) =>
  CATALOGUE[color].map(([key, nameKo, stats]) => ({ key, nameKo, color, stats })),
);

const BY_KEY = new Map(SKILL_BOOSTS.map((b) => [b.key, b]));
const BY_NAME = new Map(SKILL_BOOSTS.map((b) => [b.nameKo, b]));

export function skillBoostByKey(key: string): SkillBoost | undefined {
  return BY_KEY.get(key);
}

/** Cards store the Korean display name, so imports and filters look boosts up by it too. */
export function skillBoostByName(nameKo: string): SkillBoost | undefined {
  return BY_NAME.get(nameKo.trim());
}

export function skillBoostsByColor(color: SkillBoostColor): readonly SkillBoost[] {
  return SKILL_BOOSTS.filter((b) => b.color === color);
}

export function isSkillBoostColor(value: unknown): value is SkillBoostColor {
  return SKILL_BOOST_COLORS.some((c) => c.key === value);
}

/**
 * Stats boosted by every selected boost, in stat-sheet order.
 * An unknown key boosts nothing, so it empties the intersection rather than being skipped.
 */
export function commonStats(keys: readonly string[]): DetailedStatKey[] {
  if (keys.length === 0) return [];
  const boosts = keys.map((k) => BY_KEY.get(k));
  return DETAILED_STAT_KEYS.filter((stat) => boosts.every((b) => b !== undefined && b.stats.includes(stat)));
}
