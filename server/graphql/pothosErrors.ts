import { PothosError, PothosValidationError } from "@pothos/core";
import { decodeGlobalID } from "@pothos/plugin-relay";
import { GraphQLError } from "graphql";
import { ValidationError } from "../errors";
import { parseRowId } from "./nodeId";

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

/** Every row of this schema is keyed by a positive int4, so a global id naming anything else is malformed. */
export function decodeNumericGlobalID(globalID: string) {
  const decoded = decodeGlobalID(globalID);
  parseRowId(decoded.id);
  return decoded;
}

/**
 * Errors graphql-js itself raises about the request (a variable of the wrong type, a missing
 * input field) are the caller's mistakes and safe to show; anything else from inside is not.
 */
export function isRequestError(error: GraphQLError): boolean {
  const inner = error.originalError;
  if (!inner) return true;
  return inner instanceof GraphQLError && !(inner instanceof PothosError) && !inner.originalError;
}
