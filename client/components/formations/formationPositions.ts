import type { Formation } from "../../../domain/formations";
import { POSITIONS } from "../../../domain/positions";

/** The formation's distinct positions, in the site's position order. */
export function formationPositions(formation: Formation): string[] {
  const present = new Set<string>(formation.positions.map((s) => s.position));
  return POSITIONS.filter((p) => present.has(p));
}

/** Position chosen after a formation change: ST, else CF (false 9), else the most advanced one. */
export function defaultPositionFor(formation: Formation): string {
  for (const striker of ["ST", "CF"]) if (formation.positions.some((s) => s.position === striker)) return striker;
  return [...formation.positions].sort((a, b) => a.y - b.y)[0].position;
}
