import { GraphQLError, Kind, visit, type DocumentNode } from "graphql";
import type { Plugin } from "graphql-yoga";

const PAGE_ARGS = new Set(["first", "last", "offset"]);

/** A page argument of a document: its name and either its literal value or its variable's name. */
type PageArg = { name: string; literal: number | null; variable: string | null };

// The page arguments of a document, collected once per parsed document (Yoga's parser cache hands
// the same DocumentNode to every request with the same text); each request checks only its values.
const pageArgsOf = new WeakMap<DocumentNode, PageArg[]>();

function pageArgs(document: DocumentNode): PageArg[] {
  let found = pageArgsOf.get(document);
  if (!found) {
    const list: PageArg[] = [];
    visit(document, {
      Argument(node) {
        if (!PAGE_ARGS.has(node.name.value)) return;
        const { value } = node;
        list.push({
          name: node.name.value,
          literal: value.kind === Kind.INT ? Number(value.value) : null,
          variable: value.kind === Kind.VARIABLE ? value.name.value : null,
        });
      },
    });
    pageArgsOf.set(document, (found = list));
  }
  return found;
}

function negativePageArg(document: DocumentNode, variables: Record<string, unknown> | undefined): string | null {
  for (const arg of pageArgs(document)) {
    const value = arg.variable !== null ? variables?.[arg.variable] : arg.literal;
    if (typeof value === "number" && value < 0) return arg.name;
  }
  return null;
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
