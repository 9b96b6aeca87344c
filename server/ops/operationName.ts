import type { IncomingMessage } from "node:http";
import { getOperationAST } from "graphql";
import type { Plugin } from "graphql-yoga";
import { requestNotes } from "./requests";

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
