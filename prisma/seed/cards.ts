/** Fictional players and their season cards, released in weekly batches over the demo period. */
import type { Position } from "../../domain/positions";
import { searchKey } from "../../domain/hangul";
import { derivePlayerKey } from "../../domain/playerKey";
import { SKILL_BOOSTS } from "../../domain/skillBoosts";
import { ICON_LEAGUE, ICON_TEAM, LEAGUES, NATIONS, koreanName } from "./names";
import { BASE_TIME, DAY_MS, Rng, clamp } from "./random";
import { ratingBasis, staminaRating, statSheet, type StatSheet } from "./cardStats";

const POSITION_WEIGHTS: readonly (readonly [Position, number])[] = [
  ["ST", 15], ["CB", 14], ["CM", 12], ["CAM", 8], ["CDM", 8], ["GK", 7], ["LW", 7], ["RW", 7],
  ["LB", 6], ["RB", 6], ["LM", 5], ["RM", 5], ["CF", 3], ["LWB", 2], ["RWB", 2],
];

/** Season/class labels with their OVR band and share of cards. */
const CLASSES: readonly { name: string; lo: number; hi: number; weight: number; icon?: true }[] = [
  { name: "LIVE", lo: 70, hi: 88, weight: 30 },
  { name: "TOTW", lo: 78, hi: 96, weight: 14 },
  { name: "UCL", lo: 82, hi: 100, weight: 12 },
  { name: "FUTURE STARS", lo: 80, hi: 98, weight: 8 },
  { name: "RTTK", lo: 84, hi: 102, weight: 6 },
  { name: "WINTER WONDERS", lo: 84, hi: 104, weight: 6 },
  { name: "HERO", lo: 90, hi: 108, weight: 6 },
  { name: "TOTS", lo: 92, hi: 112, weight: 7 },
  { name: "TOTY", lo: 100, hi: 118, weight: 3 },
  { name: "ICON", lo: 95, hi: 115, weight: 6, icon: true },
  { name: "ICON 프라임", lo: 105, hi: 120, weight: 2, icon: true },
];

/** Skill moves by star level: a card with n stars knows moves up to tier n. */
const MOVES: readonly (readonly [string, number])[] = [
  ["스텝오버", 1], ["드래그백", 1], ["볼 롤", 2], ["힐투힐", 3], ["룰렛", 3],
  ["레인보우", 4], ["스쿱턴", 4], ["플립플랩", 5], ["엘라스티코", 5], ["라보나 페이크", 5],
];
const SKILL_RANGE: Record<Position, readonly [number, number]> = {
  GK: [1, 1], CB: [1, 2], LB: [2, 3], RB: [2, 3], LWB: [2, 3], RWB: [2, 3], CDM: [2, 3], CM: [2, 4],
  CAM: [3, 5], LM: [3, 4], RM: [3, 4], LW: [3, 5], RW: [3, 5], CF: [3, 5], ST: [2, 5],
};
const LEFT_FOOT_SHARE: Partial<Record<Position, number>> = { LB: 0.6, LWB: 0.6, LM: 0.55, RW: 0.45, LW: 0.3 };
const ATTACKING = new Set<Position>(["ST", "CF", "LW", "RW", "CAM", "LM", "RM"]);
const DEFENSIVE = new Set<Position>(["GK", "CB", "CDM", "LB", "RB", "LWB", "RWB"]);
const BOOST_RARITY: Record<string, number> = { gold: 0.25, eternal: 0.5 };

export interface SeedCard {
  id: number;
  name: string;
  searchKey: string;
  position: Position;
  ovr: number;
  team: string;
  league: string;
  nation: string;
  height: number;
  weight: number;
  skillMoves: number;
  skillMovesList: string[];
  leftFootRating: number;
  rightFootRating: number;
  isTwoFooted: boolean;
  weakFoot: number;
  footPreference: string;
  skillBoost: string | null;
  workRateAtt: string;
  workRateDef: string;
  isNew: boolean;
  className: string;
  /** The versions of one player share it (domain/playerKey.ts); demo names are unique per player. */
  playerKey: string;
  staminaRating: number;
  createdAt: number;
  sheet: StatSheet;
  /** What reviewers judge for each of the six ratings. */
  basis: number[];
}

function workRate(rng: Rng, leaning: number): string {
  return rng.weighted([["높음", 1 + leaning], ["보통", 2], ["낮음", 1 - leaning * 0.8]]);
}

function pickBoost(rng: Rng, sheet: StatSheet): string | null {
  if (!rng.chance(0.7)) return null;
  const scored = SKILL_BOOSTS.map((b) => {
    const fit = b.stats.reduce((sum, s) => sum + sheet.detail[s], 0) / 5;
    return [b.key, Math.exp((fit - 60) / 5) * (BOOST_RARITY[b.color] ?? 1)] as const;
  });
  return rng.weighted(scored);
}

/** `count` cards ordered by release time; ids 1..count; the newest 60 are marked new. */
export function generateCards(count: number, seed: string): SeedCard[] {
  const rng = Rng.of(seed, "cards");
  const names = new Set<string>();
  const releases = Math.floor(500 / 7);
  const cards: Omit<SeedCard, "id" | "isNew">[] = [];
  while (cards.length < count) {
    const position = rng.weighted(POSITION_WEIGHTS);
    const name = koreanName(rng, names);
    const isIcon = rng.chance(0.08);
    const league = rng.pick(LEAGUES);
    const homeTeam = rng.pick(league.teams);
    const nation = rng.pick(NATIONS);
    const height = Math.round(clamp(rng.normal(position === "GK" ? 191 : position === "CB" ? 188 : 180, 5.5), 160, 200));
    const weight = Math.round(clamp(height - 105 + rng.normal(0, 5), 55, 100));
    const style = [0, 0, 0, 0, 0, 0].map(() => rng.normal(0, 3.5));
    const talent = rng.normal(0, 1);
    const leftFooted = rng.chance(LEFT_FOOT_SHARE[position] ?? 0.22);
    const strong = rng.chance(0.7) ? 5 : 4;
    const weak = Math.min(strong, rng.weighted([[1, 6], [2, 30], [3, 44], [4, 15], [5, 5]] as const));
    const [smLo, smHi] = SKILL_RANGE[position];
    const skillMoves = rng.int(smLo, smHi);
    const known = MOVES.filter(([, tier]) => tier <= skillMoves).map(([m]) => m);
    const skillMovesList = rng.shuffle([...known]).slice(0, Math.min(known.length, rng.int(skillMoves - 1, skillMoves + 1)));
    const lean = ATTACKING.has(position) ? 0.8 : DEFENSIVE.has(position) ? -0.6 : 0.2;
    const workRateAtt = workRate(rng, lean);
    const workRateDef = workRate(rng, -lean);
    const pool = CLASSES.filter((c) => Boolean(c.icon) === isIcon);
    const variants = Math.min(pool.length, rng.weighted([[1, 55], [2, 25], [3, 13], [4, 7]] as const));
    const classes = new Set<(typeof CLASSES)[number]>();
    while (classes.size < variants) classes.add(rng.weighted(pool.map((c) => [c, c.weight] as const)));
    for (const cls of classes) {
      if (cards.length >= count) break;
      const share = clamp(0.5 + 0.22 * talent + rng.normal(0, 0.12), 0, 1);
      const ovr = Math.round(cls.lo + (cls.hi - cls.lo) * share);
      const sheet = statSheet(rng, position, ovr, style, height, weight);
      const transferred = !isIcon && rng.chance(0.2);
      const club = transferred ? rng.pick(LEAGUES) : league;
      const team = isIcon ? ICON_TEAM : transferred ? rng.pick(club.teams) : homeTeam;
      const releaseDay = rng.int(0, releases - 1) * 7 + 1;
      cards.push({
        name, position, ovr, nation, height, weight, skillMoves, skillMovesList, workRateAtt, workRateDef, sheet,
        team, league: isIcon ? ICON_LEAGUE : club.name,
        searchKey: searchKey(name, team, isIcon ? ICON_LEAGUE : club.name, nation),
        leftFootRating: leftFooted ? strong : weak,
        rightFootRating: leftFooted ? weak : strong,
        isTwoFooted: strong >= 4 && weak >= 4,
        weakFoot: Math.min(weak, 4),
        footPreference: leftFooted ? "왼발" : "오른발",
        skillBoost: pickBoost(rng, sheet),
        className: cls.name,
        playerKey: derivePlayerKey(name),
        staminaRating: staminaRating(sheet),
        createdAt: BASE_TIME + releaseDay * DAY_MS + rng.int(0, 8 * 60) * 60_000,
        basis: ratingBasis(sheet),
      });
    }
  }
  const ordered = cards.map((c, i) => ({ c, i })).sort((a, b) => a.c.createdAt - b.c.createdAt || a.i - b.i);
  return ordered.map(({ c }, i) => ({ ...c, id: i + 1, isNew: i >= count - 60 }));
}
