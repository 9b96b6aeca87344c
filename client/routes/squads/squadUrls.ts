import type { LoaderFunctionArgs } from "react-router-dom";
import { decodeSquad, emptyDraft, type SquadDraft } from "../../../domain/squadCode";
import { DEFAULT_FORMATION } from "../../../domain/formations";
import { squadCardIds } from "../../../domain/squads";

/** The builder's draft from `?s=` (an empty default-formation draft when absent or not a draft). */
export const draftFromParams = (params: URLSearchParams): SquadDraft => decodeSquad(params.get("s") ?? "") ?? emptyDraft(DEFAULT_FORMATION);

/** The squad being edited (`?edit=<id>`), or null. */
export function editIdOf(params: URLSearchParams): number | null {
  const id = params.get("edit");
  return id && /^[1-9]\d{0,9}$/.test(id) ? Number(id) : null;
}

/** The builder's query: the draft's cards and, when editing, the saved squad's fields. */
export function squadBuilderVariables({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const editId = editIdOf(params);
  return {
    ids: squadCardIds(draftFromParams(params)).map((id) => btoa(`Card:${id}`)),
    squadId: btoa(`Squad:${editId ?? 1}`),
    editing: editId !== null,
  };
}

/** /squads?mine=1: the viewer's own squads (private ones too) instead of the public list. */
export const isMineList = (params: URLSearchParams) => params.get("mine") === "1";

/** /squads?sort=likes&formation=…&mine=1: the list's variables. */
export function squadsVariables({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  return { sort: params.get("sort") === "likes" ? ("LIKES" as const) : ("NEWEST" as const), formation: params.get("formation") || null, mine: isMineList(params) };
}
