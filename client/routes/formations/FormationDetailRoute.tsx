import { FormationPage } from "./FormationPage";

/** /formation-detail: one formation's pitch, its top players for a position, and its reviews tab. */
export function FormationDetailRoute() {
  return <FormationPage variant="detail" />;
}
