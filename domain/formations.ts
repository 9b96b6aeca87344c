import { POSITIONS, parsePosition, type Position } from "./positions";

/** A player's spot on a vertical pitch, in percent: x from the left touchline, y from the opponent's goal line. */
interface FormationSlot {
  position: Position;
  x: number;
  y: number;
}

export interface Formation {
  /** Canonical Korean name, as stored on reviews and in the database. */
  name: string;
  englishName: string;
  description: string;
  positions: readonly FormationSlot[];
}

type Slot = readonly [Position, number, number];

const BACK4 = [["GK", 50, 92], ["LB", 12, 72], ["CB", 37, 76], ["CB", 63, 76], ["RB", 88, 72]] as const satisfies readonly Slot[];
const BACK3 = [["GK", 50, 92], ["CB", 25, 76], ["CB", 50, 78], ["CB", 75, 76]] as const satisfies readonly Slot[];
const BACK5 = [
  ["GK", 50, 92], ["LWB", 8, 62], ["CB", 28, 76], ["CB", 50, 78], ["CB", 72, 76], ["RWB", 92, 62],
] as const satisfies readonly Slot[];
const FRONT3 = [["LW", 15, 20], ["ST", 50, 14], ["RW", 85, 20]] as const satisfies readonly Slot[];
const TWO_STRIKERS = [["ST", 38, 14], ["ST", 62, 14]] as const satisfies readonly Slot[];

// The 29 formations; LF/RF of the game's 4-3-2-1 and 3-4-2-1 are drawn as CF pairs.
const ROWS = [
  ["4-3-3 홀딩", "4-3-3 (holding)", "수비형 미드필더 한 명이 포백을 보호하고 두 중앙 미드필더가 공수를 잇는 균형형 포메이션입니다.",
    [...BACK4, ["CDM", 50, 60], ["CM", 30, 46], ["CM", 70, 46], ...FRONT3]],
  ["4-3-3 공격", "4-3-3 (attack)", "공격형 미드필더가 스리톱 바로 아래에서 찬스를 만드는 공격적인 4-3-3입니다.",
    [...BACK4, ["CM", 30, 52], ["CM", 70, 52], ["CAM", 50, 36], ...FRONT3]],
  ["4-3-3 기본", "4-3-3 (basic)", "세 명의 중앙 미드필더가 나란히 서서 중원을 장악하는 기본형 4-3-3입니다.",
    [...BACK4, ["CM", 25, 50], ["CM", 50, 52], ["CM", 75, 50], ...FRONT3]],
  ["4-3-3 수비", "4-3-3 (defend)", "두 수비형 미드필더가 수비진 앞을 단단히 지키는 안정 지향의 4-3-3입니다.",
    [...BACK4, ["CDM", 35, 60], ["CDM", 65, 60], ["CM", 50, 44], ...FRONT3]],
  ["4-3-3 펄스나인", "4-3-3 (false 9)", "최전방 공격수가 내려와 연계하며 양 측면 공격수에게 침투 공간을 열어 주는 포메이션입니다.",
    [...BACK4, ["CDM", 50, 60], ["CM", 30, 46], ["CM", 70, 46], ["LW", 15, 18], ["CF", 50, 24], ["RW", 85, 18]]],
  ["4-5-1 플랫", "4-5-1 (flat)", "다섯 명의 미드필더가 일자로 서서 촘촘한 수비 블록을 만드는 포메이션입니다.",
    [...BACK4, ["LM", 12, 46], ["CM", 31, 50], ["CM", 50, 52], ["CM", 69, 50], ["RM", 88, 46], ["ST", 50, 14]]],
  ["4-5-1", "4-5-1", "두 공격형 미드필더가 원톱을 받치며 점유와 역습을 함께 노리는 포메이션입니다.",
    [...BACK4, ["LM", 12, 46], ["CM", 50, 56], ["RM", 88, 46], ["CAM", 35, 34], ["CAM", 65, 34], ["ST", 50, 14]]],
  ["4-3-2-1", "4-3-2-1", "두 섀도 스트라이커가 원톱 뒤에서 중앙을 파고드는 크리스마스트리 형태의 포메이션입니다.",
    [...BACK4, ["CM", 25, 52], ["CM", 50, 54], ["CM", 75, 52], ["CF", 33, 28], ["CF", 67, 28], ["ST", 50, 12]]],
  ["4-1-2-1-2 좁게", "4-1-2-1-2 (narrow)", "다이아몬드 미드필드로 중앙을 두텁게 하고 투톱으로 마무리하는 포메이션입니다.",
    [...BACK4, ["CDM", 50, 62], ["CM", 30, 48], ["CM", 70, 48], ["CAM", 50, 34], ...TWO_STRIKERS]],
  ["4-1-2-1-2 넓게", "4-1-2-1-2 (wide)", "다이아몬드 미드필드의 양옆을 측면 미드필더로 넓혀 크로스 공격을 살리는 포메이션입니다.",
    [...BACK4, ["CDM", 50, 62], ["LM", 12, 46], ["RM", 88, 46], ["CAM", 50, 34], ...TWO_STRIKERS]],
  ["4-4-2 플랫", "4-4-2 (flat)", "두 줄 수비와 투톱으로 공수 균형을 맞추는 가장 단순하고 안정적인 포메이션입니다.",
    [...BACK4, ["LM", 12, 46], ["CM", 37, 50], ["CM", 63, 50], ["RM", 88, 46], ...TWO_STRIKERS]],
  ["4-4-2 홀딩", "4-4-2 (holding)", "두 수비형 미드필더가 중원을 지키고 측면 미드필더와 투톱이 역습을 이끄는 포메이션입니다.",
    [...BACK4, ["LM", 12, 46], ["CDM", 37, 58], ["CDM", 63, 58], ["RM", 88, 46], ...TWO_STRIKERS]],
  ["4-1-4-1", "4-1-4-1", "수비형 미드필더가 받치는 가운데 네 미드필더가 전방 압박을 가하는 원톱 포메이션입니다.",
    [...BACK4, ["CDM", 50, 62], ["LM", 12, 44], ["CM", 35, 46], ["CM", 65, 46], ["RM", 88, 44], ["ST", 50, 14]]],
  ["4-2-4", "4-2-4", "양 윙어와 투톱을 모두 전방에 세워 공격 숫자를 극대화하는 초공격적 포메이션입니다.",
    [...BACK4, ["CM", 35, 52], ["CM", 65, 52], ["LW", 12, 22], ...TWO_STRIKERS, ["RW", 88, 22]]],
  ["4-2-2-2", "4-2-2-2", "두 수비형 미드필더와 두 공격형 미드필더가 중앙에서 투톱을 지원하는 포메이션입니다.",
    [...BACK4, ["CDM", 35, 60], ["CDM", 65, 60], ["CAM", 25, 36], ["CAM", 75, 36], ...TWO_STRIKERS]],
  ["4-4-1-1 공격", "4-4-1-1 (attack)", "처진 스트라이커가 최전방 공격수 뒤를 오가며 공격을 연결하는 포메이션입니다.",
    [...BACK4, ["LM", 12, 46], ["CM", 37, 52], ["CM", 63, 52], ["RM", 88, 46], ["CF", 50, 28], ["ST", 50, 12]]],
  ["4-3-1-2", "4-3-1-2", "세 중앙 미드필더와 공격형 미드필더가 투톱에게 볼을 공급하는 중앙 지향 포메이션입니다.",
    [...BACK4, ["CM", 25, 52], ["CM", 50, 56], ["CM", 75, 52], ["CAM", 50, 36], ...TWO_STRIKERS]],
  ["4-2-3-1 좁게", "4-2-3-1 (narrow)", "세 공격형 미드필더가 원톱 아래에서 중앙을 집중 공략하는 포메이션입니다.",
    [...BACK4, ["CDM", 35, 60], ["CDM", 65, 60], ["CAM", 25, 36], ["CAM", 50, 34], ["CAM", 75, 36], ["ST", 50, 12]]],
  ["4-2-3-1 넓게", "4-2-3-1 (wide)", "더블 볼란치 위에 측면 미드필더와 공격형 미드필더를 배치한 대중적인 원톱 포메이션입니다.",
    [...BACK4, ["CDM", 35, 60], ["CDM", 65, 60], ["LM", 12, 38], ["CAM", 50, 36], ["RM", 88, 38], ["ST", 50, 12]]],
  ["3-4-3 플랫", "3-4-3 (flat)", "스리백과 네 미드필더 위에 스리톱을 세운 공격적인 포메이션입니다.",
    [...BACK3, ["LM", 12, 48], ["CM", 37, 52], ["CM", 63, 52], ["RM", 88, 48], ...FRONT3]],
  ["3-4-3 다이아몬드", "3-4-3 (diamond)", "다이아몬드 미드필드로 중앙 연결을 살리고 스리톱이 전방을 압박하는 포메이션입니다.",
    [...BACK3, ["CDM", 50, 60], ["LM", 15, 46], ["RM", 85, 46], ["CAM", 50, 36], ...FRONT3]],
  ["3-5-2", "3-5-2", "두 수비형 미드필더와 공격형 미드필더가 중원을 장악하고 투톱이 마무리하는 포메이션입니다.",
    [...BACK3, ["CDM", 37, 60], ["CDM", 63, 60], ["LM", 10, 46], ["CAM", 50, 36], ["RM", 90, 46], ...TWO_STRIKERS]],
  ["3-4-1-2", "3-4-1-2", "공격형 미드필더가 투톱을 받치고 측면 미드필더가 폭을 책임지는 스리백 포메이션입니다.",
    [...BACK3, ["LM", 12, 48], ["CM", 37, 54], ["CM", 63, 54], ["RM", 88, 48], ["CAM", 50, 34], ...TWO_STRIKERS]],
  ["3-4-2-1", "3-4-2-1", "두 섀도 스트라이커가 원톱과 함께 중앙을 공략하는 스리백 포메이션입니다.",
    [...BACK3, ["LM", 12, 48], ["CM", 37, 54], ["CM", 63, 54], ["RM", 88, 48], ["CF", 33, 28], ["CF", 67, 28], ["ST", 50, 12]]],
  ["3-5-1-1", "3-5-1-1", "수비형 미드필더 중심의 다섯 미드필더와 공격형 미드필더가 원톱을 지원하는 포메이션입니다.",
    [...BACK3, ["LM", 10, 46], ["CM", 30, 52], ["CDM", 50, 60], ["CM", 70, 52], ["RM", 90, 46], ["CAM", 50, 34], ["ST", 50, 12]]],
  ["5-2-2-1", "5-2-2-1", "윙백이 측면을 오르내리고 양 윙어가 원톱과 함께 공격하는 파이브백 포메이션입니다.",
    [...BACK5, ["CM", 35, 50], ["CM", 65, 50], ["LW", 18, 24], ["RW", 82, 24], ["ST", 50, 12]]],
  ["5-4-1", "5-4-1", "다섯 수비수와 네 미드필더가 두 줄로 내려앉아 실점을 최소화하는 포메이션입니다.",
    [...BACK5, ["LM", 12, 42], ["CM", 37, 48], ["CM", 63, 48], ["RM", 88, 42], ["ST", 50, 14]]],
  ["5-2-1-2", "5-2-1-2", "파이브백으로 뒷문을 잠그고 공격형 미드필더와 투톱으로 역습하는 포메이션입니다.",
    [...BACK5, ["CM", 35, 50], ["CM", 65, 50], ["CAM", 50, 34], ...TWO_STRIKERS]],
  ["5-3-2", "5-3-2", "파이브백과 세 미드필더가 중앙을 닫고 투톱이 빠른 역습을 노리는 포메이션입니다.",
    [...BACK5, ["CM", 28, 48], ["CDM", 50, 56], ["CM", 72, 48], ...TWO_STRIKERS]],
] as const satisfies readonly (readonly [string, string, string, readonly Slot[]])[];

export type FormationName = (typeof ROWS)[number][0];

export const FORMATIONS: readonly Formation[] = ROWS.map(([name, englishName, description, slots]) => ({
  name,
  englishName,
  description,
  positions: slots.map(([position, x, y]) => ({ position, x, y })),
}));

export const FORMATION_NAMES: readonly FormationName[] = ROWS.map((row) => row[0]);

export const DEFAULT_FORMATION: FormationName = "4-3-3 홀딩";

// Links arrive as "4-3-3 (holding)", "4-3-3-holding" or "433 Holding": compare letters, digits and Hangul only.
function lookupKey(text: string): string {
  return text.normalize("NFC").toLowerCase().replace(/[^0-9a-z가-힣]/g, "");
}

const BY_KEY = new Map<string, Formation>();
for (const f of FORMATIONS) {
  BY_KEY.set(lookupKey(f.name), f);
  BY_KEY.set(lookupKey(f.englishName), f);
}

/** Accepts the Korean name or the English one, ignoring case, spaces and punctuation. */
export function formationByName(nameOrEnglish: string): Formation | undefined {
  return BY_KEY.get(lookupKey(nameOrEnglish));
}

export function isFormationName(value: unknown): value is FormationName {
  return typeof value === "string" && (FORMATION_NAMES as readonly string[]).includes(value);
}

/**
 * The formation and position a /formations/{formation}/{position} page is about, or null when
 * either is unknown or the formation has no one at that position (the page is then not found, on
 * the server's HTML and in the app alike).
 */
export function formationTopOf(formationName: string, positionParam: string | undefined): { formation: Formation; position: Position } | null {
  const formation = formationByName(formationName);
  const position = parsePosition(positionParam, POSITIONS);
  if (!formation || !position || !formation.positions.some((s) => s.position === position)) return null;
  return { formation, position };
}

/** The URL of a formation position's TOP 100 page. */
export const formationTopPath = (formation: string, position: string) => `/formations/${encodeURIComponent(formation)}/${position}`;

/** Players per outfield position, for the finder's score (position points × players there). */
export function positionCounts(formation: Formation): Partial<Record<Position, number>> {
  const counts: Partial<Record<Position, number>> = {};
  for (const { position } of formation.positions) {
    if (position !== "GK") counts[position] = (counts[position] ?? 0) + 1;
  }
  return counts;
}
