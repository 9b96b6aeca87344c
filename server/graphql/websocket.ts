import type { Server } from "node:http";
import { WebSocketServer } from "ws";
import { useServer } from "graphql-ws/use/ws";
import type { ExecutionArgs } from "graphql";
import type { AppServices } from "../context";
import { findViewer, tokenFromAuthorization } from "../modules/users/session.service";
import type { Yoga } from "./yoga";
import { trackSessionSockets } from "./sessionSockets";

type EnvelopedRoot = { execute: (args: ExecutionArgs) => unknown; subscribe: (args: ExecutionArgs) => unknown };

/**
 * graphql-ws on the GraphQL path of the same port. Every operation runs through
 * `yoga.getEnveloped`, so context, auth, armor limits and masking match HTTP.
 */
export function attachWebSocket(server: Server, yoga: Yoga, services: AppServices) {
  const wss = new WebSocketServer({ server, path: yoga.graphqlEndpoint });
  const sessions = trackSessionSockets(services.events.pubsub);
  const disposable = useServer(
    {
      execute: (args) => (args.rootValue as EnvelopedRoot).execute(args) as never,
      subscribe: (args) => (args.rootValue as EnvelopedRoot).subscribe(args) as never,
      // A token that was sent but is invalid or revoked closes the socket with 4403 Forbidden;
      // a valid one ties the socket to its session, which closes it the same way when it ends.
      onConnect: async (ctx) => {
        const header = ctx.connectionParams?.authorization ?? ctx.connectionParams?.Authorization;
        if (header === undefined || header === null || header === "") return true;
        const viewer = await findViewer(services.database.prisma, tokenFromAuthorization(header));
        if (viewer) sessions.track(ctx.extra.socket, viewer);
        return viewer !== null;
      },
      onSubscribe: async (ctx, _id, params) => {
        const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
          ...ctx,
          req: ctx.extra.request,
          socket: ctx.extra.socket,
          params,
          connectionParams: ctx.connectionParams,
        });
        const args = {
          schema,
          operationName: params.operationName,
          document: parse(params.query),
          variableValues: params.variables,
          contextValue: await contextFactory(),
          rootValue: { execute, subscribe },
        };
        const errors = validate(args.schema, args.document);
        return errors.length ? errors : args;
      },
    },
    wss,
  );
  return {
    async close() {
      for (const client of wss.clients) client.terminate();
      await sessions.dispose();
      await disposable.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
