import type { IncomingMessage } from "node:http";
import { getOperationAST } from "graphql";
import type { Plugin } from "graphql-yoga";
import { persistedOperationNames } from "./persistedOperations";
import { requestNotes } from "./requests";

/** Operation names a caller made up share one label, so they cannot grow the metrics without bound. */
const OTHER_LABEL = "other";

/** The metrics label of an operation name: the client's own operations by name, everything else `other`. */
export const operationLabel = (name: string | undefined) => (name !== undefined && persistedOperationNames.has(name) ? name : OTHER_LABEL);

/** Notes each HTTP GraphQL request's operation name for the access log and metrics. */
export function operationNamePlugin(): Plugin {
  return {
    onExecute({ args }) {
      const req = (args.contextValue as { req?: IncomingMessage }).req;
      const note = requestNotes(req);
      if (!note) return;
      note.operationName = args.operationName ?? getOperationAST(args.document, args.operationName)?.name?.value ?? "(anonymous)";
    },
  };
}
