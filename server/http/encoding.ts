import { promisify } from "node:util";
import zlib from "node:zlib";
import { WritableResponse, withHeaders } from "./responses";

export type Encoding = "br" | "gzip";

/** The encodings the client accepts among ours, best first (q=0 refuses one; "*" accepts both). */
export function acceptedEncodings(header: string | null): Encoding[] {
  if (!header) return [];
  const q = new Map<string, number>();
  for (const part of header.toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    const weight = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const value = weight ? Number(weight.slice(2)) : 1;
    q.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  const weightOf = (e: Encoding) => q.get(e) ?? q.get("*") ?? 0;
  return (["br", "gzip"] as const).filter((e) => weightOf(e) > 0).sort((a, b) => weightOf(b) - weightOf(a));
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Smaller bodies gain too little to pay for compressing them. */
const COMPRESS_MIN_BYTES = 1024;
const COMPRESSIBLE = /^(?:application\/(?:(?:graphql-response\+)?json|xml)|text\/(?:html|plain))\b/;

/**
 * Compresses a JSON answer (REST and GraphQL) or a page built per request (HTML, sitemap XML)
 * when the client accepts it and it is worth it.
 * Streams (SSE, multipart) and anything already encoded pass through untouched.
 */
export async function compressAnswer(request: Request, response: Response): Promise<Response> {
  const type = response.headers.get("content-type") ?? "";
  if (!COMPRESSIBLE.test(type) || response.headers.has("content-encoding")) return response;
  const [encoding] = acceptedEncodings(request.headers.get("accept-encoding"));
  // Unread and in place when nothing is compressed: the adapter then writes the body as it is
  // (asking for `response.body` would already turn it into a stream).
  if (!encoding) return withHeaders(response, (h) => h.append("vary", "Accept-Encoding"));
  if (!response.body) return response;
  const body = Buffer.from(await response.arrayBuffer());
  const headers = new Headers(response.headers);
  headers.append("vary", "Accept-Encoding");
  if (body.byteLength < COMPRESS_MIN_BYTES) {
    return new WritableResponse(body, { status: response.status, statusText: response.statusText, headers });
  }
  // Quality 4 keeps brotli about as fast as gzip for answers built on every request.
  const compressed =
    encoding === "br"
      ? await brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
      : await gzip(body, { level: 6 });
  headers.set("content-encoding", encoding);
  headers.set("content-length", String(compressed.byteLength));
  return new WritableResponse(compressed, { status: response.status, statusText: response.statusText, headers });
}
