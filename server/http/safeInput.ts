import { findInputProblem } from "../../domain/safeText";
import { ValidationError } from "../errors";

/** ValidationError (400) when the input breaks the domain's safe-text rule or its depth and size bounds. */
export function assertSafeInput(value: unknown, root: string): void {
  const problem = findInputProblem(value);
  if (problem) throw new ValidationError([{ path: [root, ...problem.path], message: problem.message }]);
}
