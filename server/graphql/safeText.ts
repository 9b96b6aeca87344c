import { GraphQLError, visit, type DocumentNode } from "graphql";
import type { Plugin } from "graphql-yoga";
import { UNSAFE_TEXT_MESSAGE, findUnsafeText, isSafeText } from "../../domain/safeText";

// Whether a document's own string literals are unsafe, worked out once per parsed document: Yoga's
// parser cache hands the same DocumentNode to every request with the same text.
const unsafeLiterals = new WeakMap<DocumentNode, boolean>();

function hasUnsafeLiteral(document: DocumentNode): boolean {
  let found = unsafeLiterals.get(document);
  if (found === undefined) {
    found = false;
    visit(document, {
      StringValue(node) {
        if (!isSafeText(node.value)) found = true;
      },
    });
    unsafeLiterals.set(document, found);
  }
  return found;
}

function unsafeTextError(document: DocumentNode, variables: unknown): GraphQLError | null {
  const variablePath = findUnsafeText(variables ?? {});
  if (!variablePath && !hasUnsafeLiteral(document)) return null;
  return new GraphQLError(UNSAFE_TEXT_MESSAGE, {
    extensions: { code: "ValidationError", status: 400, http: { status: 400 }, ...(variablePath ? { variable: variablePath.join(".") } : {}) },
  });
}

/**
 * The domain's safe-text rule for every GraphQL argument, inline or in variables, checked once
 * before execution (queries, mutations and subscriptions alike), so no resolver needs to.
 */
export function safeTextPlugin(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const error = unsafeTextError(args.document, args.variableValues);
      if (error) setResultAndStopExecution({ errors: [error] });
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      const error = unsafeTextError(args.document, args.variableValues);
      if (error) setResultAndStopExecution({ errors: [error] });
    },
  };
}
