import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl, isRouteErrorResponse } from "react-router-dom";

/** A loader's error as JSON: a thrown `data(…, { status })` keeps its status and data, anything else its message. */
export type SerializedRouteError =
  | { kind: "response"; status: number; statusText: string; data: unknown }
  | { kind: "error"; message: string };

export function serializeRouteErrors(errors: Record<string, unknown> | null): Record<string, SerializedRouteError> | null {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([id, error]): [string, SerializedRouteError] =>
      isRouteErrorResponse(error)
        ? [id, { kind: "response", status: error.status, statusText: error.statusText, data: error.data as unknown }]
        : [id, { kind: "error", message: error instanceof Error ? error.message : String(error) }],
    ),
  );
}

export function deserializeRouteErrors(errors: Record<string, SerializedRouteError> | null): Record<string, unknown> | null {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([id, error]) => [
      id,
      error.kind === "response" ? new ErrorResponseImpl(error.status, error.statusText, error.data) : new Error(error.message),
    ]),
  );
}
