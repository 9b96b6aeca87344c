/**
 * The admin text importer (spec 001 §5 "Text import parser"): a card's text block as the game's
 * card page reads when copied, into editor fields. Pure; `printCardText` writes the same format.
 *
 *   115 ST 손흥민
 *   클래스 TOTY / 선수 ID son-heungmin        (both optional: programme and player key)
 *   팀 토트넘 / 리그 프리미어 리그 / 국적 대한민국
 *   키 183cm 몸무게 78kg
 *   개인기 ★★★★☆   왼발 4 오른발 5   체력 등급 8
 *   공격 적극성 높음 수비 적극성 보통
 *   가속력 95
 *   …one "label value" line per detailed or goalkeeper stat
 *   랭크 3: OVR 118, 속력 98, 골 결정력 101  (optional, one line per upgrade level: domain/cardTextLevels.ts)
 */
import { CARD_POSITIONS, type WORK_RATES } from "./cardForm";
import { DETAILED_STATS, GK_STATS, type DetailedStatKey, type GkStatKey } from "./stats";
import { compareLevels, levelLabel } from "./cardLevelIds";
import type { CardLevelInput } from "./cardLevels";
import { levelLineHead, parseTextLevelLine, printTextLevelLine } from "./cardTextLevels";

export const TEXT_EMPTY = "텍스트를 입력해주세요.";
export const TEXT_FORMAT_ERROR = "카드 정보 형식이 올바르지 않습니다. 첫 줄은 \"OVR 포지션 이름\"이어야 합니다.";

type TextStatKey = DetailedStatKey | GkStatKey;
type WorkRate = (typeof WORK_RATES)[number];

export interface ParsedCardText {
  ovr: number;
  position: string;
  name: string;
  className?: string;
  playerKey?: string;
  team?: string;
  league?: string;
  nation?: string;
  height?: number;
  weight?: number;
  skillMoves?: number;
  leftFootRating?: number;
  rightFootRating?: number;
  isTwoFooted?: boolean;
  footPreference?: "왼발" | "오른발" | null;
  weakFoot?: number | null;
  staminaRating?: number;
  workRateAtt?: WorkRate;
  workRateDef?: WorkRate;
  stats: Partial<Record<TextStatKey, number>>;
  /** Upgrade levels from level lines, in display order; absent when the text has none. */
  levels?: CardLevelInput[];
}

export type ParseResult = { ok: true; card: ParsedCardText } | { ok: false; message: string };

const TEXT_STATS = [...DETAILED_STATS, ...GK_STATS];
// Longer labels first, so "GK 위치 선정" is read before "위치 선정".
const STAT_LABELS = [...TEXT_STATS].sort((a, b) => b.label.length - a.label.length);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const digits = (text: string, label: string) => {
  const m = new RegExp(`${escape(label)}\\s*[:：]?\\s*(\\d+)`).exec(text);
  return m ? Number(m[1]) : undefined;
};
const inRange = (v: number | undefined, min: number, max: number) => (v !== undefined && v >= min && v <= max ? v : undefined);

/** Work-rate words: high/medium/low in Korean or English; low is read as medium (spec). */
function workRate(word: string | undefined): WorkRate | undefined {
  if (!word) return undefined;
  const w = word.toLowerCase();
  if (w === "높음" || w === "high" || w === "상") return "높음";
  if (["보통", "중간", "medium", "mid", "중", "낮음", "low", "하"].includes(w)) return "보통";
  return undefined;
}

/** Both feet 4+ is two-footed; otherwise the stronger foot is the preference and the lower one the weak foot. */
function feetRule(left: number, right: number) {
  if (left >= 4 && right >= 4) return { isTwoFooted: true, footPreference: null, weakFoot: null } as const;
  const footPreference = left > right ? ("왼발" as const) : ("오른발" as const);
  return { isTwoFooted: false, footPreference, weakFoot: Math.min(left, right, 4) };
}

export function parseCardText(text: string): ParseResult {
  const lines = text.split(/\r?\n/).map((l) => l.trim()).filter((l) => l.length > 0);
  if (lines.length === 0) return { ok: false, message: TEXT_EMPTY };
  const head = /^(\d{1,3})\s+([A-Za-z]{2,3})\s+(.+)$/.exec(lines[0]);
  const position = head?.[2].toUpperCase();
  if (!head || !(CARD_POSITIONS as readonly string[]).includes(position ?? "")) return { ok: false, message: TEXT_FORMAT_ERROR };
  const card: ParsedCardText = { ovr: Number(head[1]), position: position as string, name: head[3].trim(), stats: {} };
  // Level lines are read on their own, so their numbers never count as the base card's.
  const rest = lines.slice(1).filter((l) => !levelLineHead(l));
  const body = rest.join("\n");
  const levels: CardLevelInput[] = [];
  const all = text.split(/\r?\n/);
  for (let i = all.findIndex((l) => l.trim()) + 1; i < all.length; i++) {
    if (!levelLineHead(all[i])) continue;
    const at = `${i + 1}번째 줄`;
    const read = parseTextLevelLine(all[i]);
    if (!read.ok) return { ok: false, message: `${at} ${read.message}` };
    if (levels.some((l) => compareLevels(l, read.level) === 0)) return { ok: false, message: `${at}: ${levelLabel(read.level)}이(가) 두 번 있습니다.` };
    levels.push(read.level);
  }
  if (levels.length) card.levels = levels.sort(compareLevels);

  for (const line of rest) {
    const fields = /^팀\s+(.+?)\s*\/\s*리그\s+(.+?)\s*\/\s*국적\s+(.+)$/.exec(line);
    if (fields) [card.team, card.league, card.nation] = [fields[1], fields[2], fields[3]];
    const identity = /^클래스\s+(.+?)(?:\s*\/\s*선수 ID\s+(\S+))?$/.exec(line) ?? /^()선수 ID\s+(\S+)$/.exec(line);
    if (identity) [card.className, card.playerKey] = [identity[1] || undefined, identity[2]];
  }
  card.height = inRange(digits(body, "키"), 100, 250);
  card.weight = inRange(digits(body, "몸무게"), 30, 200);
  const stars = /개인기\s*[:：]?\s*([★☆]+|\d)/.exec(body)?.[1];
  if (stars) card.skillMoves = inRange(/\d/.test(stars) ? Number(stars) : [...stars].filter((c) => c === "★").length, 1, 5);
  const left = inRange(digits(body, "왼발"), 1, 5);
  const right = inRange(digits(body, "오른발"), 1, 5);
  if (left !== undefined && right !== undefined) Object.assign(card, { leftFootRating: left, rightFootRating: right }, feetRule(left, right));
  card.staminaRating = inRange(digits(body, "체력 등급"), 1, 10);
  card.workRateAtt = workRate(/공격\s*적극성\s*[:：]?\s*(\S+)/.exec(body)?.[1]);
  card.workRateDef = workRate(/수비\s*적극성\s*[:：]?\s*(\S+)/.exec(body)?.[1]);

  for (const line of rest) {
    const stat = STAT_LABELS.find((s) => new RegExp(`^${escape(s.label)}\\s*[:：]?\\s*\\d+$`).test(line));
    if (stat) card.stats[stat.key] = inRange(Number(/(\d+)$/.exec(line)?.[1]), 0, 99);
  }
  for (const key of Object.keys(card) as (keyof ParsedCardText)[]) if (card[key] === undefined) delete card[key];
  for (const key of Object.keys(card.stats) as TextStatKey[]) if (card.stats[key] === undefined) delete card.stats[key];
  return { ok: true, card };
}

/** Writes a card in the importer's format (the inverse of parseCardText for what it reads). */
export function printCardText(card: ParsedCardText): string {
  const lines = [`${card.ovr} ${card.position} ${card.name}`];
  const identity = [card.className ? `클래스 ${card.className}` : "", card.playerKey ? `선수 ID ${card.playerKey}` : ""].filter(Boolean);
  if (identity.length) lines.push(identity.join(" / "));
  if (card.team && card.league && card.nation) lines.push(`팀 ${card.team} / 리그 ${card.league} / 국적 ${card.nation}`);
  const size = [card.height !== undefined ? `키 ${card.height}cm` : "", card.weight !== undefined ? `몸무게 ${card.weight}kg` : ""].filter(Boolean);
  if (size.length) lines.push(size.join(" "));
  const skills = [
    card.skillMoves !== undefined ? `개인기 ${"★".repeat(card.skillMoves)}${"☆".repeat(5 - card.skillMoves)}` : "",
    card.leftFootRating !== undefined && card.rightFootRating !== undefined ? `왼발 ${card.leftFootRating} 오른발 ${card.rightFootRating}` : "",
    card.staminaRating !== undefined ? `체력 등급 ${card.staminaRating}` : "",
  ].filter(Boolean);
  if (skills.length) lines.push(skills.join("   "));
  const rates = [card.workRateAtt ? `공격 적극성 ${card.workRateAtt}` : "", card.workRateDef ? `수비 적극성 ${card.workRateDef}` : ""].filter(Boolean);
  if (rates.length) lines.push(rates.join(" "));
  for (const s of TEXT_STATS) if (card.stats[s.key] !== undefined) lines.push(`${s.label} ${card.stats[s.key]}`);
  for (const level of [...(card.levels ?? [])].sort(compareLevels)) lines.push(printTextLevelLine(level));
  return lines.join("\n");
}
