import { AppError, NotFoundError, RateLimitedError, ValidationError } from "../errors";
import type { Context } from "../context";

export interface RestRequest {
  ctx: Context;
  params: Record<string, string>;
  query: URLSearchParams;
  request: Request;
  /** The JSON body; {} when absent, ValidationError when malformed. */
  json(): Promise<Record<string, unknown>>;
}

type Handler = (req: RestRequest) => unknown | Promise<unknown>;
type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

interface Route {
  method: Method;
  pattern: RegExp;
  keys: string[];
  handler: Handler;
}

/** The REST shim: the spec's /api/... endpoints as thin adapters over the services. */
export class RestRouter {
  private routes: Route[] = [];

  get = (path: string, handler: Handler) => this.add("GET", path, handler);
  post = (path: string, handler: Handler) => this.add("POST", path, handler);
  put = (path: string, handler: Handler) => this.add("PUT", path, handler);
  patch = (path: string, handler: Handler) => this.add("PATCH", path, handler);
  delete = (path: string, handler: Handler) => this.add("DELETE", path, handler);

  private add(method: Method, path: string, handler: Handler) {
    const keys: string[] = [];
    const source = path.replace(/:(\w+)/g, (_m, key: string) => {
      keys.push(key);
      return "([^/]+)";
    });
    this.routes.push({ method, pattern: new RegExp(`^${source}/?$`), keys, handler });
  }

  /** Matches a request; null when no route has the path (the caller answers 404). */
  match(method: string, pathname: string) {
    let pathMatched = false;
    for (const route of this.routes) {
      const m = route.pattern.exec(pathname);
      if (!m) continue;
      pathMatched = true;
      if (route.method !== method) continue;
      const params = Object.fromEntries(route.keys.map((k, i) => [k, decodeURIComponent(m[i + 1])]));
      return { route, params };
    }
    return pathMatched ? "method-not-allowed" : null;
  }

  async handle(request: Request, ctx: Context): Promise<Response> {
    const url = new URL(request.url);
    const found = this.match(request.method, url.pathname);
    if (found === null) return errorResponse(new NotFoundError("요청한 API를 찾을 수 없습니다."));
    if (found === "method-not-allowed") return json({ message: "허용되지 않은 요청 방식입니다." }, 405);
    try {
      const result = await found.route.handler({
        ctx,
        params: found.params,
        query: url.searchParams,
        request,
        json: () => readJson(request),
      });
      if (result instanceof Response) return result;
      return json(result ?? { success: true });
    } catch (error) {
      return errorResponse(error);
    }
  }
}

async function readJson(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text();
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === "object" && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // fall through to the validation error below
  }
  throw new ValidationError([{ path: [], message: "요청 본문이 올바른 JSON이 아닙니다." }]);
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store", ...headers },
  });
}

/** One error mapping for every route: typed errors keep their status and Korean message. */
export function errorResponse(error: unknown): Response {
  if (error instanceof AppError) {
    const body: Record<string, unknown> = { message: error.message };
    const headers: Record<string, string> = {};
    if (error instanceof ValidationError) body.issues = error.issues;
    if (error instanceof RateLimitedError) headers["retry-after"] = String(error.retryAfterSeconds);
    return json(body, error.status, headers);
  }
  console.error("[rest] unexpected error", error);
  return json({ message: "서버 오류가 발생했습니다. 잠시 후 다시 시도해주세요." }, 500);
}

/** A numeric path id; anything else cannot name a row, so it is a 404. */
export function idParam(value: string | undefined, message?: string): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0) throw new NotFoundError(message);
  return id;
}
