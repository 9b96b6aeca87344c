import type { ExecutionResult } from "graphql";
import type { Yoga } from "../../graphql/yoga";
import { persistedOperationText } from "../../ops/persistedOperations";

/** One of the client's operations as the server renderer asks for it (Relay's request parameters). */
export interface PageOperation {
  id?: string | null;
  name: string;
  text?: string | null;
}

/** The JSON a GraphQL answer would carry: Relay on the page reads `data` and the errors' messages. */
export interface PageOperationResult {
  data?: Record<string, unknown> | null;
  errors?: { message: string; path?: readonly (string | number)[] }[];
}

const failed = (message: string): PageOperationResult => ({ errors: [{ message }] });

/**
 * Runs a page's queries in-process, as a visitor (no Authorization), through Yoga's own plugin
 * chain (parse and validation caches, limits, masking, the response cache's probe: a page whose
 * query failed is not stored) — the same answer `POST /graphql` would give, without the HTTP loopback.
 * Only the client's persisted operations run here.
 */
export function createPageOperationRunner(yoga: Yoga) {
  return async (operation: PageOperation, variables: Record<string, unknown>): Promise<PageOperationResult> => {
    const text = operation.id ? persistedOperationText(operation.id) : (operation.text ?? null);
    if (!text) return failed(`unknown operation ${operation.name}`);
    const { parse, validate, contextFactory, execute, schema } = yoga.getEnveloped({});
    const document = parse(text);
    const invalid = validate(schema, document);
    if (invalid.length > 0) return { errors: invalid.map((error: Error) => ({ message: error.message })) };
    const result = (await execute({
      schema,
      document,
      variableValues: variables,
      operationName: operation.name,
      contextValue: await contextFactory(),
    })) as ExecutionResult;
    return {
      // As the JSON a browser would get: scalars such as DateTime serialise to their strings here.
      data: result.data ? (JSON.parse(JSON.stringify(result.data)) as Record<string, unknown>) : null,
      ...(result.errors?.length ? { errors: result.errors.map((error) => ({ message: error.message, path: error.path })) } : {}),
    };
  };
}

export type PageOperationRunner = ReturnType<typeof createPageOperationRunner>;
