import FindMyWay from "find-my-way";
import { AppError, NotFoundError, ValidationError, retryAfterOf, typedError } from "../errors";
import type { Context } from "../core/context";
import { readJsonObject } from "../http/body";
import { WritableResponse } from "../http/responses";
import { decodePathname } from "../http/path";
import { assertSafeInput } from "../http/safeInput";
import { rowIdOf } from "../graphql/nodeId";
import { logError } from "../platform/logger";

interface RestRequest {
  ctx: Context;
  params: Record<string, string>;
  query: URLSearchParams;
  request: Request;
  /** The JSON body; {} when absent, ValidationError when malformed, PayloadTooLargeError past the cap. */
  json(): Promise<Record<string, unknown>>;
}

type Handler = (req: RestRequest) => unknown | Promise<unknown>;
/** Runs before an admin route's handler; throws 401/403 (server/core/guards.ts). */
type Guard = (ctx: Context) => void;
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
type Method = (typeof METHODS)[number];

/**
 * The REST shim: the spec's /api/... endpoints as thin adapters over the services. Routing is
 * find-my-way's radix tree, so a static segment ("replies", "read-all") always beats a parameter
 * whatever order the modules register in.
 */
export class RestRouter {
  private tree = FindMyWay({ ignoreTrailingSlash: true });
  /** Every registered method and path (the fuzz test walks them all). */
  readonly routes: { method: Method; path: string; admin: boolean }[] = [];

  get = (path: string, handler: Handler) => this.add("GET", path, handler);
  post = (path: string, handler: Handler) => this.add("POST", path, handler);
  put = (path: string, handler: Handler) => this.add("PUT", path, handler);
  patch = (path: string, handler: Handler) => this.add("PATCH", path, handler);
  delete = (path: string, handler: Handler) => this.add("DELETE", path, handler);

  /** Admin-only routes: the guard runs before the body is read; a test calls each one as a member. */
  admin(guard: Guard) {
    const guarded = (method: Method) => (path: string, handler: Handler) =>
      this.add(method, path, (req) => { guard(req.ctx); return handler(req); }, true);
    return { get: guarded("GET"), post: guarded("POST"), put: guarded("PUT"), patch: guarded("PATCH"), delete: guarded("DELETE") };
  }

  private add(method: Method, path: string, handler: Handler, admin = false) {
    // The tree's own handler slot has the Node (req, res) signature; ours travels in the store.
    this.tree.on(method, path, () => undefined, { handler, path });
    this.routes.push({ method, path, admin });
  }

  /** The route for a decoded path; "method-not-allowed" when only other methods have it; null when none. */
  match(method: string, pathname: string) {
    const found = isMethod(method) ? this.tree.find(method, pathname) : null;
    if (found) {
      const params: Record<string, string> = {};
      for (const [key, value] of Object.entries(found.params)) if (value !== undefined) params[key] = value;
      return { handler: (found.store as { handler: Handler }).handler, params };
    }
    return METHODS.some((m) => this.tree.find(m, pathname)) ? "method-not-allowed" : null;
  }

  /** The registered path a request matches (`/api/cards/:id`), or null: the metrics' route label. */
  template(method: string, pathname: string): string | null {
    try {
      const found = isMethod(method) ? this.tree.find(method, pathname) : null;
      return found ? (found.store as { path: string }).path : null;
    } catch {
      return null;
    }
  }

  /** Everything from decoding the path to the handler's answer runs inside one error boundary. */
  async handle(request: Request, ctx: Context): Promise<Response> {
    try {
      const url = new URL(request.url);
      // Malformed %-escapes become a 400 here; the tree then decodes each parameter itself.
      decodePathname(url.pathname);
      const found = this.match(request.method, url.pathname);
      if (found === null) throw new NotFoundError("요청한 API를 찾을 수 없습니다.");
      if (found === "method-not-allowed") return json({ message: "허용되지 않은 요청 방식입니다." }, 405);
      assertSafeInput(found.params, "path");
      for (const [key, value] of url.searchParams) assertSafeInput({ [key]: value }, "query");
      const result = await found.handler({
        ctx,
        params: found.params,
        query: url.searchParams,
        request,
        json: () => readJsonObject(request),
      });
      if (result instanceof Response || result instanceof WritableResponse) return result;
      return json(result ?? { success: true });
    } catch (error) {
      return errorResponse(error);
    }
  }
}

const isMethod = (method: string): method is Method => (METHODS as readonly string[]).includes(method);

export function json(body: unknown, status = 200, headers: Record<string, string> = {}) {
  return jsonText(JSON.stringify(body), status, headers);
}

/** An answer whose JSON is already written (a REST list PostgreSQL wrote: cards.search.ts). */
export function jsonText(text: string, status = 200, headers: Record<string, string> = {}) {
  // The adapter writes this class's string body in one go (server/http/responses.ts).
  return new WritableResponse(text, {
    status,
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store", ...headers },
  });
}

/** One error mapping for every route: typed errors keep their status and Korean message. */
export function errorResponse(thrown: unknown): Response {
  const error = typedError(thrown);
  if (error instanceof AppError) {
    const body: Record<string, unknown> = { message: error.message };
    const headers: Record<string, string> = {};
    if (error instanceof ValidationError) body.issues = error.issues;
    const retryAfter = retryAfterOf(error);
    if (retryAfter !== undefined) headers["retry-after"] = String(retryAfter);
    return json(body, error.status, headers);
  }
  logError("unexpected REST error", error);
  return json({ message: "서버 오류가 발생했습니다. 잠시 후 다시 시도해주세요." }, 500);
}

/** A numeric path id (the same rule as GraphQL's ids); anything else cannot name a row, so it is a 404. */
export function idParam(value: string | undefined, message?: string): number {
  const id = rowIdOf(value ?? "");
  if (id === null) throw new NotFoundError(message);
  return id;
}
