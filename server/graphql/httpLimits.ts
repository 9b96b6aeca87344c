import { AppError, retryAfterOf, typedError } from "../errors";
import { assertShallowJson, readBodyCapped, withReadBody } from "../http/body";
import { logError } from "../platform/logger";
import { WritableResponse } from "../http/responses";

/**
 * A GraphQL POST with its body read under the JSON cap (413 past it) and nesting bound (400), so Yoga
 * never parses more. Built with Yoga's own Request class (`fetchAPI.Request`), which hands the bytes
 * to JSON.parse as they are; a global (undici) Request would stream them through a web stream again.
 */
export async function cappedGraphqlRequest(request: Request, RequestClass: typeof Request = Request): Promise<Request> {
  if (request.method !== "POST" || !request.body) return request;
  const body = await readBodyCapped(request);
  assertShallowJson(body);
  return withReadBody(request, body, RequestClass);
}

/** An error raised before Yoga ran, in the GraphQL-over-HTTP shape; unexpected ones stay masked. */
export function graphqlErrorResponse(thrown: unknown): Response {
  const error = typedError(thrown);
  const typed = error instanceof AppError ? error : null;
  if (!typed) logError("unexpected GraphQL HTTP error", error);
  const body = {
    errors: [
      typed
        ? { message: typed.message, extensions: { code: typed.constructor.name, status: typed.status } }
        : { message: "Unexpected error." },
    ],
  };
  const retryAfter = typed ? retryAfterOf(typed) : undefined;
  return new WritableResponse(JSON.stringify(body), {
    status: typed?.status ?? 500,
    headers: { "content-type": "application/json; charset=utf-8", ...(retryAfter === undefined ? {} : { "retry-after": String(retryAfter) }) },
  });
}
