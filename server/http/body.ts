import { PayloadTooLargeError, ValidationError } from "../errors";
import { assertSafeInput } from "./safeInput";
import { INPUT_TOO_DEEP_MESSAGE, jsonNestsTooDeep } from "../../domain/safeText";

/** The largest JSON body any route reads (REST and GraphQL POST); uploads have their own limits. */
export const JSON_BODY_LIMIT = 1024 * 1024;

/**
 * The request body as bytes, refusing (413) as soon as it passes the limit: a declared
 * Content-Length over the limit is refused unread, and a streamed body is never held past it.
 */
export async function readBodyCapped(request: Request, limit = JSON_BODY_LIMIT, tooLarge?: string): Promise<Buffer<ArrayBuffer>> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) throw new PayloadTooLargeError(tooLarge);
  if (!request.body) return Buffer.alloc(0);
  // A declared length bounds what arrives (Node's HTTP parser reads no further): read it whole, in
  // one piece, rather than chunk by chunk through a web stream.
  if (request.headers.has("content-length")) return Buffer.from(await request.arrayBuffer());
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw new PayloadTooLargeError(tooLarge);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

const readBodies = new WeakMap<Request, Buffer<ArrayBuffer>>();

/**
 * A copy of `request` carrying `body`, bytes already read (readBodyCapped), built with `RequestClass`
 * (the adapter's, which hands a Buffer body over as it is); bodyRead gives the bytes back to a later
 * reader, which then neither reads the body again nor builds another Request to pass it on.
 */
export function withReadBody(request: Request, body: Buffer<ArrayBuffer>, RequestClass: typeof Request): Request {
  const copy = new RequestClass(request.url, { method: request.method, headers: request.headers, body, signal: request.signal });
  readBodies.set(copy, body);
  return copy;
}

/** The bytes of a Request made by withReadBody, still unread in it. */
export const bodyRead = (request: Request): Buffer<ArrayBuffer> | undefined => readBodies.get(request);

/** ValidationError (400) before parsing when a JSON body nests past the input bound. */
export function assertShallowJson(bytes: Uint8Array): void {
  if (jsonNestsTooDeep(bytes)) throw new ValidationError([{ path: ["body"], message: INPUT_TOO_DEEP_MESSAGE }]);
}

/** The JSON object body; {} when empty, ValidationError when it is not a JSON object or holds unsafe text. */
export async function readJsonObject(request: Request): Promise<Record<string, unknown>> {
  const bytes = await readBodyCapped(request);
  assertShallowJson(bytes);
  const text = new TextDecoder().decode(bytes);
  if (!text) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    // fall through to the validation error below
  }
  if (value && typeof value === "object" && !Array.isArray(value)) {
    assertSafeInput(value, "body");
    return value as Record<string, unknown>;
  }
  throw new ValidationError([{ path: [], message: "요청 본문이 올바른 JSON이 아닙니다." }]);
}
