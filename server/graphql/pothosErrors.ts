import { PothosValidationError } from "@pothos/core";
import { ValidationError } from "../errors";

/**
 * Pothos rejects a malformed global id or cursor while mapping arguments, before any resolver
 * (or the errors plugin) runs; these are the caller's mistakes, so they become ValidationErrors.
 */
export function typedPothosError(error: unknown): unknown {
  if (!(error instanceof PothosValidationError)) return error;
  const isCursor = /cursor|base64/i.test(error.message);
  const field = isCursor ? "cursor" : "id";
  const message = isCursor ? "페이지 커서가 올바르지 않습니다." : "ID가 올바르지 않습니다.";
  return new ValidationError([{ path: [field], message }]);
}
