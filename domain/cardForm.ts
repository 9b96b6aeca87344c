/**
 * The admin card editor's fields, defaults and bounds (spec 001 §3, §5, §9): one schema for the
 * browser form, the GraphQL/REST writes and the bulk importer, with Korean messages naming the field.
 */
import { z } from "zod";
import { POSITIONS, EXTRA_POSITIONS } from "./positions";
import { DETAILED_STATS, GK_STATS, MAIN_STATS, type StatKey } from "./stats";
import { FOOT_PREFERENCES } from "./cardSearch";
import { skillBoostByKey, skillBoostByName } from "./skillBoosts";
import { PLAYER_KEY_MAX, playerKeyOf } from "./playerKey";

export const WORK_RATES = ["높음", "보통", "낮음"] as const;
export const CARD_POSITIONS = [...POSITIONS, ...EXTRA_POSITIONS] as const;

export const CARD_STAT_KEYS: readonly StatKey[] = [...MAIN_STATS, ...DETAILED_STATS, ...GK_STATS].map((s) => s.key);
const STAT_BOUNDS = [1, 999] as const;
const HEIGHT_BOUNDS = [150, 210] as const;
const WEIGHT_MIN = 50;
const WEIGHT_MAX = 150;
const STAMINA_BOUNDS = [1, 10] as const;
const SKILL_MOVE_BOUNDS = [1, 5] as const;
const FOOT_BOUNDS = [1, 5] as const;
const WEAK_FOOT_BOUNDS = [1, 4] as const;
const TEXT_MAX = 100;
const URL_MAX = 1000;
const REQUIRED_MESSAGE = "이름, 포지션, OVR은 필수입니다.";

const FIELD_LABELS: Record<string, string> = {
  name: "이름", position: "포지션", ovr: "OVR", team: "팀", league: "리그", nation: "국적", height: "키", weight: "몸무게",
  imageUrl: "이미지 URL", skillBoost: "스킬 부스트", className: "클래스", playerKey: "선수 ID", staminaRating: "스태미너 등급",
  workRateAtt: "공격 적극성", workRateDef: "수비 적극성", skillMoves: "개인기", skillMovesList: "개인기 목록", leftFootRating: "왼발", rightFootRating: "오른발",
  footPreference: "주발", weakFoot: "약발", importKey: "가져오기 키",
  ...Object.fromEntries([...MAIN_STATS, ...DETAILED_STATS, ...GK_STATS].map((s) => [s.key, s.label])),
};
// "민첩성" labels both; the main one is named apart so a message says which input is wrong.
FIELD_LABELS.agilityMain = "민첩성(주요)";
export const fieldLabel = (key: string) => FIELD_LABELS[key] ?? key;

const int = (key: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${fieldLabel(key)}은(는) 숫자여야 합니다.` })
    .int({ error: `${fieldLabel(key)}은(는) 정수여야 합니다.` })
    .min(min, { error: `${fieldLabel(key)}은(는) ${min} 이상이어야 합니다.` })
    .max(max, { error: `${fieldLabel(key)}은(는) ${max} 이하여야 합니다.` });
const text = (key: string, max = TEXT_MAX) =>
  z.string({ error: `${fieldLabel(key)}은(는) 문자열이어야 합니다.` }).trim().max(max, { error: `${fieldLabel(key)}은(는) ${max}자 이하여야 합니다.` });
/** Empty text and null both mean "not set". */
const optionalText = (key: string, max = TEXT_MAX) =>
  text(key, max).nullish().transform((v) => (v ? v : null));
const optionalInt = (key: string, min: number, max: number) =>
  z.preprocess((v) => (v === "" || v === undefined ? null : v), int(key, min, max).nullable());
const oneOf = <T extends readonly [string, ...string[]]>(key: string, values: T) =>
  z.enum(values, { error: `${fieldLabel(key)} 값이 올바르지 않습니다.` });

const imageUrl = optionalText("imageUrl", URL_MAX).refine((v) => v === null || /^(https?:\/\/|\/)/.test(v), {
  message: "이미지 URL은 http(s):// 또는 /로 시작해야 합니다.",
});

/** Stored as a JSON array; the update call may send it as a JSON string or comma/newline separated text. */
const skillMovesList = z
  .union([z.array(z.string()), z.string()], { error: "개인기 목록이 올바르지 않습니다." })
  .nullish()
  .transform((v) => normalizeSkillMoves(v ?? []));

function normalizeSkillMoves(value: readonly string[] | string): string[] {
  let items: readonly string[];
  if (typeof value === "string") {
    const trimmed = value.trim();
    let parsed: unknown = null;
    if (trimmed.startsWith("[")) try { parsed = JSON.parse(trimmed); } catch { parsed = null; }
    items = Array.isArray(parsed) ? parsed.map(String) : trimmed.split(/[,\n]/);
  } else items = value;
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of items) {
    const name = raw.trim();
    const key = name.replace(/\s+/g, "");
    if (key && !seen.has(key)) { seen.add(key); out.push(name); }
  }
  return out.slice(0, 30);
}

const statFields = Object.fromEntries(CARD_STAT_KEYS.map((key) => [key, optionalInt(key, ...STAT_BOUNDS)])) as Record<
  StatKey, ReturnType<typeof optionalInt>
>;

const cardObject = z.object({
  name: z.string({ error: REQUIRED_MESSAGE }).trim().min(1, { error: REQUIRED_MESSAGE }).max(TEXT_MAX, { error: "이름은 100자 이하여야 합니다." }),
  position: z.preprocess((v) => (typeof v === "string" ? v.trim().toUpperCase() : v), z.enum(CARD_POSITIONS, { error: REQUIRED_MESSAGE })),
  ovr: z
    .unknown()
    .transform((v, ctx) => {
      if (v === "" || v === null || v === undefined) ctx.addIssue({ code: "custom", message: REQUIRED_MESSAGE });
      return v;
    })
    .pipe(int("ovr", ...STAT_BOUNDS)),
  team: optionalText("team"),
  league: optionalText("league"),
  nation: optionalText("nation"),
  height: int("height", ...HEIGHT_BOUNDS).default(180),
  weight: int("weight", WEIGHT_MIN, WEIGHT_MAX).default(80),
  imageUrl,
  // The key or the Korean name; stored as the key.
  skillBoost: optionalText("skillBoost", 50).transform((v, ctx) => {
    if (v === null) return null;
    const boost = skillBoostByKey(v) ?? skillBoostByName(v);
    if (!boost) ctx.addIssue({ code: "custom", message: "스킬 부스트 값이 올바르지 않습니다." });
    return boost?.key ?? null;
  }),
  isNew: z.boolean({ error: "신규 여부는 참/거짓이어야 합니다." }).default(false),
  className: optionalText("className"),
  // Empty means "derive from the name" (domain/playerKey.ts); the transform below fills it.
  playerKey: optionalText("playerKey", PLAYER_KEY_MAX),
  staminaRating: optionalInt("staminaRating", ...STAMINA_BOUNDS),
  workRateAtt: oneOf("workRateAtt", WORK_RATES).default("보통"),
  workRateDef: oneOf("workRateDef", WORK_RATES).default("보통"),
  skillMoves: int("skillMoves", ...SKILL_MOVE_BOUNDS).default(3),
  skillMovesList,
  leftFootRating: int("leftFootRating", ...FOOT_BOUNDS).default(3),
  rightFootRating: int("rightFootRating", ...FOOT_BOUNDS).default(3),
  isTwoFooted: z.boolean({ error: "양발 여부는 참/거짓이어야 합니다." }).default(false),
  footPreference: z.preprocess((v) => (v === "" ? null : v), oneOf("footPreference", FOOT_PREFERENCES).nullish()).transform((v) => v ?? null),
  weakFoot: optionalInt("weakFoot", ...WEAK_FOOT_BOUNDS),
  ...statFields,
});

/** The editor's fields in form order: the bulk importer's columns (after its importKey). */
export const CARD_FIELD_KEYS = Object.keys(cardObject.shape) as (keyof z.output<typeof cardObject>)[];

/** Two-footed rule: ticking it clears the main foot and the weak foot. */
export function applyTwoFooted<T extends { isTwoFooted: boolean; footPreference: string | null; weakFoot: number | null }>(card: T): T {
  return card.isTwoFooted ? { ...card, footPreference: null, weakFoot: null } : card;
}

/** A card always stores a player key: the given one, else the one its name gives. */
const withPlayerKey = <T extends { name: string; playerKey: string | null }>(card: T) => ({ ...card, playerKey: playerKeyOf(card.name, card.playerKey) });

export const cardInputSchema = cardObject.transform(applyTwoFooted).transform(withPlayerKey);
export type CardInput = z.output<typeof cardInputSchema>;

/** The editor's new-card defaults: ST, OVR 75, 180 cm, 80 kg, 3 stars, feet 3, every stat 75, stamina 5, 보통. */
export function newCardDefaults(): CardInput {
  return {
    name: "", position: "ST", ovr: 75, team: null, league: null, nation: null, height: 180, weight: 80, imageUrl: null,
    skillBoost: null, isNew: false, className: null, playerKey: "", staminaRating: 5, workRateAtt: "보통", workRateDef: "보통",
    skillMoves: 3, skillMovesList: [], leftFootRating: 3, rightFootRating: 3, isTwoFooted: false, footPreference: null, weakFoot: null,
    ...(Object.fromEntries(CARD_STAT_KEYS.map((k) => [k, 75])) as Record<StatKey, number>),
  };
}

/** Admin OVR badge: 90+ gold, 85+ blue, 80+ purple, otherwise green. */
export function ovrBadgeTier(ovr: number): "gold" | "blue" | "purple" | "green" {
  if (ovr >= 90) return "gold";
  if (ovr >= 85) return "blue";
  if (ovr >= 80) return "purple";
  return "green";
}

/** Where the editor goes after a save (spec §4 isNew transitions); null = stay, with or without a notice. */
export function tabAfterSave(before: boolean | null, after: boolean): { tab: "cards" | "new-cards" | null; notice: string | null } {
  if (before === null) return after ? { tab: "new-cards", notice: "신규 카드로 등록되어 신규 카드 탭으로 이동합니다." } : { tab: null, notice: null };
  if (!before && after) return { tab: "new-cards", notice: "신규 카드로 변경되어 신규 카드 탭으로 이동합니다." };
  if (before && !after) return { tab: "cards", notice: "일반 카드로 변경되어 카드 관리 탭으로 이동합니다." };
  return { tab: null, notice: null };
}
