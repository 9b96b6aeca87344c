import { GraphQLError, visit, type DocumentNode } from "graphql";
import type { GraphQLParams, Plugin } from "graphql-yoga";
import { UNSAFE_TEXT_MESSAGE, findInputProblem, isSafeText, type InputProblem } from "../../domain/safeText";

const BAD_JSON_MESSAGE = "요청의 variables 또는 extensions가 올바른 JSON이 아닙니다.";

const validationError = (message: string, fields: Record<string, unknown> = {}) =>
  new GraphQLError(message, { extensions: { code: "ValidationError", status: 400, http: { status: 400 }, ...fields } });

const problemError = (problem: InputProblem, root: string) =>
  validationError(problem.message, problem.path.length ? { [root]: problem.path.join(".") } : {});

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
  const problem = findInputProblem(variables ?? {});
  if (problem) return problemError(problem, "variable");
  return hasUnsafeLiteral(document) ? validationError(UNSAFE_TEXT_MESSAGE) : null;
}

/** The parsed request's variables and extensions within the input bounds, before any parsing or validation of the document. */
function checkParams(params: GraphQLParams | GraphQLParams[]) {
  for (const one of Array.isArray(params) ? params : [params]) {
    const variables = findInputProblem(one.variables ?? {});
    if (variables) throw problemError(variables, "variable");
    const extensions = findInputProblem(one.extensions ?? {});
    if (extensions) throw problemError(extensions, "extension");
  }
}

/**
 * The domain's input rules for every GraphQL request: variables and extensions within the input
 * bounds and free of unsafe text as soon as the request is parsed (a malformed JSON value in a GET
 * query string is the caller's mistake too), and every argument, inline or in variables, checked
 * again before execution, which is the only check a WebSocket subscription passes.
 */
export function safeTextPlugin(): Plugin {
  return {
    onRequestParse({ requestParser, setRequestParser }) {
      if (requestParser) {
        setRequestParser(async (request) => {
          try {
            return await requestParser(request);
          } catch (error) {
            // Yoga's GET parser hands `variables`/`extensions` to JSON.parse as they come.
            if (error instanceof SyntaxError) throw validationError(BAD_JSON_MESSAGE);
            throw error;
          }
        });
      }
      return {
        onRequestParseDone({ requestParserResult }) {
          checkParams(requestParserResult);
        },
      };
    },
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
