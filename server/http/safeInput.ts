import { UNSAFE_TEXT_MESSAGE, findUnsafeText } from "../../domain/safeText";
import { ValidationError } from "../errors";

/** ValidationError (400) when any string in the input breaks the domain's safe-text rule. */
export function assertSafeInput(value: unknown, root: string): void {
  const path = findUnsafeText(value);
  if (path) throw new ValidationError([{ path: [root, ...path], message: UNSAFE_TEXT_MESSAGE }]);
}
