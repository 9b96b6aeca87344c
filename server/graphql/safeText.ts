import { GraphQLError, visit, type DocumentNode } from "graphql";
import type { Plugin } from "graphql-yoga";
import { UNSAFE_TEXT_MESSAGE, findUnsafeText, isSafeText } from "../../domain/safeText";

function unsafeTextError(document: DocumentNode, variables: unknown): GraphQLError | null {
  const variablePath = findUnsafeText(variables ?? {});
  let literal = false;
  if (!variablePath) {
    visit(document, {
      StringValue(node) {
        if (!isSafeText(node.value)) literal = true;
      },
    });
  }
  if (!variablePath && !literal) return null;
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
