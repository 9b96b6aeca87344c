import { data, type LoaderFunctionArgs } from "react-router-dom";
import { DEFAULT_FORMATION, formationByName, formationTopOf, type Formation } from "../../../domain/formations";
import { parsePosition } from "../../../domain/positions";
import { defaultPositionFor, formationPositions } from "../../components/formations/formationPositions";

const DEFAULT = formationByName(DEFAULT_FORMATION) as Formation;
const MAX_PAGE = 5;

export interface FormationPageState {
  formation: Formation;
  position: string;
  page: number;
  tab: "players" | "reviews";
}

/**
 * /formation-rankings and /formation-detail state from the query string: the formation (Korean
 * or English name, set only when known), a position it has (else its default), the players page.
 */
export function formationPageState(search: URLSearchParams): FormationPageState {
  const formation = formationByName(search.get("formation") ?? "") ?? DEFAULT;
  const asked = parsePosition(search.get("position"));
  const position = asked && formationPositions(formation).includes(asked) ? asked : defaultPositionFor(formation);
  const page = Math.min(Math.max(1, Math.trunc(Number(search.get("page"))) || 1), MAX_PAGE);
  return { formation, position, page, tab: search.get("tab") === "reviews" ? "reviews" : "players" };
}

/** The query string of a state; defaults are left out so shared links stay short. */
export function formationPageSearch({ formation, position, page, tab }: FormationPageState): string {
  const params = new URLSearchParams({ formation: formation.name });
  if (position !== defaultPositionFor(formation)) params.set("position", position);
  if (page > 1) params.set("page", String(page));
  if (tab === "reviews") params.set("tab", "reviews");
  return `?${params.toString()}`;
}

export function formationPageVariables({ request }: LoaderFunctionArgs) {
  const { formation, position } = formationPageState(new URL(request.url).searchParams);
  return { formation: formation.name, position };
}

/** Loader variables; an unknown formation or position, or one the formation has no one at, is the not-found page. */
export function formationTopVariables({ params }: LoaderFunctionArgs) {
  const top = formationTopOf(params.formation ?? "", params.formationPosition);
  if (!top) throw data("알 수 없는 포메이션 또는 포지션입니다.", { status: 404 });
  return { formation: top.formation.name, position: top.position };
}
