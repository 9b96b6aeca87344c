import { GraphQLError, Kind, visit, type DocumentNode } from "graphql";
import type { Plugin } from "graphql-yoga";

const PAGE_ARGS = new Set(["first", "last", "offset"]);

function negativePageArg(document: DocumentNode, variables: Record<string, unknown> | undefined): string | null {
  let found: string | null = null;
  visit(document, {
    Argument(node) {
      if (found || !PAGE_ARGS.has(node.name.value)) return;
      const value =
        node.value.kind === Kind.INT ? Number(node.value.value) : node.value.kind === Kind.VARIABLE ? variables?.[node.value.name.value] : null;
      if (typeof value === "number" && value < 0) found = node.name.value;
    },
  });
  return found;
}

/**
 * Page sizes and offsets (`first`, `last`, `offset` on any field) are never negative: one check
 * before execution instead of one per connection resolver.
 */
export function pageArgsPlugin(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const name = negativePageArg(args.document, args.variableValues ?? undefined);
      if (!name) return;
      setResultAndStopExecution({
        errors: [
          new GraphQLError(`${name} 값은 0 이상이어야 합니다.`, {
            extensions: { code: "ValidationError", status: 400, http: { status: 400 } },
          }),
        ],
      });
    },
  };
}
