import { ValidationError } from "../../errors";
import {
  isFinderLevel,
  parseFinderInput,
  rankFormations,
  type FinderLevel,
  type FormationScore,
} from "../../../domain/formationFinder";
import type { DetailedStatKey } from "../../../domain/stats";

export interface FinderResult {
  level: FinderLevel;
  stats: DetailedStatKey[];
  unknown: string[];
  formations: FormationScore[];
}

const BLANK = "스탯을 입력해주세요.";
const BAD_LEVEL = "훈련 레벨은 30, 42, 63 중 하나여야 합니다.";

/** The formation finder over the domain's scoring: validates the text and level, lists unknown names. */
export function findFormations(text: string, level: number): FinderResult {
  if (!isFinderLevel(level)) throw new ValidationError([{ path: ["level"], message: BAD_LEVEL }]);
  if (!text.trim()) throw new ValidationError([{ path: ["stats"], message: BLANK }]);
  const parsed = parseFinderInput(text);
  if ("error" in parsed) throw new ValidationError([{ path: ["stats"], message: parsed.error }]);
  return { level, ...parsed, formations: parsed.stats.length ? rankFormations(parsed.stats, level) : [] };
}
