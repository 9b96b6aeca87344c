import { FormationPage } from "./FormationPage";

/** /formation-rankings: selectors, pitch and ranked players on the right, the formation's reviews on the left. */
export function FormationRankingsRoute() {
  return <FormationPage variant="rankings" />;
}
