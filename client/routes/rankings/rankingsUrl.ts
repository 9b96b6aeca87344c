import { data, type LoaderFunctionArgs } from "react-router-dom";
import { levelKindName, levelOfParams } from "../../../domain/cardLevelIds";
import { DEFAULT_RANKING_POSITION, RANKING_PAGE_POSITIONS, parsePosition, type RankingPosition } from "../../../domain/positions";

/** /rankings/{position?}: one of the ranking buttons, ST when absent, null when not one of them. */
export function rankingPosition(param: string | undefined): RankingPosition | null {
  return param === undefined ? DEFAULT_RANKING_POSITION : parsePosition(param, RANKING_PAGE_POSITIONS);
}

/** Loader variables; an unknown position is a 404 (the not-found page), not silently ST. */
export function rankingsVariables({ params, request }: LoaderFunctionArgs) {
  const position = rankingPosition(params.position);
  if (!position) throw data("알 수 없는 포지션입니다.", { status: 404 });
  // ?level=rank-3: the OVR ranking at that level instead of the rating TOP 100 (an unreadable level is 기본).
  const level = levelOfParams(new URL(request.url).searchParams);
  return { position, atLevel: level !== undefined, kind: levelKindName(level?.kind ?? "rank"), level: level?.level ?? 1 };
}
