import type { LoaderFunctionArgs } from "react-router-dom";
import { DEFAULT_RANKING_POSITION, RANKING_POSITIONS, type RankingPosition } from "../../../domain/positions";

/** /rankings/{position?}: one of the ranking buttons, ST when absent or unknown. */
export function rankingPosition(param: string | undefined): RankingPosition {
  const upper = param?.toUpperCase();
  return RANKING_POSITIONS.find((p) => p === upper) ?? DEFAULT_RANKING_POSITION;
}

export const rankingsVariables = ({ params }: LoaderFunctionArgs) => ({ position: rankingPosition(params.position) });
