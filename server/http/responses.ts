import { Response as AdapterResponse } from "@whatwg-node/server";

/**
 * The Response the node:http adapter writes in one go: @whatwg-node's own, whose string or Buffer
 * body goes to the socket as it is, with a Content-Length. The global (undici) Response reaches the
 * adapter only as a web stream, which it pumps chunk by chunk with chunked encoding: more promises,
 * copies and socket writes per answer.
 */
export const WritableResponse: typeof Response = AdapterResponse;

/**
 * `response` with its headers edited in place, so its body keeps the form the adapter writes fastest
 * (a copy would hand it over as a stream); on a copy only when its headers are immutable (a fetched
 * response, Response.redirect).
 */
export function withHeaders(response: Response, edit: (headers: Headers) => void): Response {
  try {
    edit(response.headers);
    return response;
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
  }
  const headers = new Headers(response.headers);
  edit(headers);
  return new WritableResponse(response.body, { status: response.status, statusText: response.statusText, headers });
}
