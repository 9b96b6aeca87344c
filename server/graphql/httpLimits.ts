import { AppError, retryAfterOf, typedError } from "../errors";
import { assertShallowJson, readBodyCapped } from "../http/body";
import { logError } from "../platform/logger";

/** A GraphQL POST with its body read under the JSON cap (413 past it) and nesting bound (400), so Yoga never parses more. */
export async function cappedGraphqlRequest(request: Request): Promise<Request> {
  if (request.method !== "POST" || !request.body) return request;
  const body = await readBodyCapped(request);
  assertShallowJson(body);
  return new Request(request.url, { method: request.method, headers: request.headers, body, signal: request.signal });
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
  return new Response(JSON.stringify(body), {
    status: typed?.status ?? 500,
    headers: { "content-type": "application/json; charset=utf-8", ...(retryAfter === undefined ? {} : { "retry-after": String(retryAfter) }) },
  });
}
