/**
 * Expected failures as classes. GraphQL exposes them as types implementing `Error`
 * (errors plugin); the REST shim maps them to HTTP statuses with the same Korean message.
 */
export abstract class AppError extends Error {
  abstract readonly status: number;
}

export class NotFoundError extends AppError {
  readonly status = 404;
  constructor(message = "요청한 항목을 찾을 수 없습니다.") {
    super(message);
  }
}

export class UnauthorizedError extends AppError {
  readonly status = 401;
  constructor(message = "로그인이 필요합니다.") {
    super(message);
  }
}

export class ForbiddenError extends AppError {
  readonly status = 403;
  constructor(message = "권한이 없습니다.") {
    super(message);
  }
}

export class ConflictError extends AppError {
  readonly status = 409;
}

export interface ValidationIssue {
  path: string[];
  message: string;
}

export class ValidationError extends AppError {
  readonly status = 400;
  constructor(
    readonly issues: ValidationIssue[],
    message = issues[0]?.message ?? "입력값이 올바르지 않습니다.",
  ) {
    super(message);
  }
}

export class RateLimitedError extends AppError {
  readonly status = 429;
  constructor(
    readonly retryAfterSeconds: number,
    message = "요청이 너무 많습니다. 잠시 후 다시 시도해주세요.",
  ) {
    super(message);
  }
}

export class PayloadTooLargeError extends AppError {
  readonly status = 413;
  constructor(message = "요청 본문이 너무 큽니다. 1MB 이하로 보내주세요.") {
    super(message);
  }
}

/** Seconds a client is asked to wait when the database could not take its request in time. */
const BUSY_RETRY_AFTER_SECONDS = 5;

/** The database could not take the request in time (all connections busy): retry shortly (503 + Retry-After). */
export class ServiceBusyError extends AppError {
  readonly status = 503;
  readonly retryAfterSeconds = BUSY_RETRY_AFTER_SECONDS;
  constructor(message = "요청이 많아 잠시 처리할 수 없습니다. 잠시 후 다시 시도해주세요.") {
    super(message);
  }
}

/** What each typed error asks the client to wait before retrying (the Retry-After header), if anything. */
export function retryAfterOf(error: AppError): number | undefined {
  return error instanceof RateLimitedError || error instanceof ServiceBusyError ? error.retryAfterSeconds : undefined;
}

/**
 * Prisma's "Unable to start a transaction in the given time" (P2028) and connection-pool timeout
 * (P2024), and node-postgres' pool giving up on a connection: overload, not a bug.
 */
const BUSY_CODES = new Set(["P2028", "P2024"]);
const BUSY_MESSAGES = /^(timeout exceeded when trying to connect|Connection terminated due to connection timeout)$/;

/**
 * The one place an error becomes typed before any transport answers it: an AppError as is, a
 * database too busy to take the work in time as ServiceBusyError, anything else unchanged (masked).
 */
export function typedError(error: unknown): unknown {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; depth++) {
    if (e instanceof AppError) return e;
    const code = (e as { code?: unknown }).code;
    if ((typeof code === "string" && BUSY_CODES.has(code)) || BUSY_MESSAGES.test(e.message)) return new ServiceBusyError();
    e = e.cause;
  }
  return error;
}

/** Turns a zod/standard-schema issue list into our ValidationError. */
export function validationErrorFrom(
  issues: ReadonlyArray<{ message: string; path?: ReadonlyArray<PropertyKey | { key: PropertyKey }> }>,
) {
  return new ValidationError(
    issues.map((i) => ({
      message: i.message,
      path: (i.path ?? []).map((p) => String(typeof p === "object" ? p.key : p)),
    })),
  );
}

/** Parses input with a zod schema from domain/, throwing ValidationError with its Korean messages. */
export function parseInput<T>(schema: { safeParse(v: unknown): { success: true; data: T } | { success: false; error: { issues: ReadonlyArray<{ message: string; path: PropertyKey[] }> } } }, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw validationErrorFrom(result.error.issues);
  return result.data;
}
