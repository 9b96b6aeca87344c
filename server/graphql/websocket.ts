import type { Server } from "node:http";
import { WebSocketServer } from "ws";
import { JSON_BODY_LIMIT } from "../http/body";
import { useServer } from "graphql-ws/use/ws";
import type { ExecutionArgs } from "graphql";
import type { AppServices } from "../core/context";
import { tokenFromAuthorization } from "../core/session";
import type { Yoga } from "./yoga";
import { trackSessionSockets } from "./sessionSockets";

type EnvelopedRoot = { execute: (args: ExecutionArgs) => unknown; subscribe: (args: ExecutionArgs) => unknown };

/**
 * graphql-ws on the GraphQL path of the same port. Every operation runs through
 * `yoga.getEnveloped`, so context, auth, armor limits and masking match HTTP.
 */
export function attachWebSocket(server: Server, yoga: Yoga, services: AppServices) {
  // Same cap as HTTP JSON bodies (ws would otherwise accept 100 MB messages). noServer: upgrades
  // are routed here explicitly, so listen errors stay with the HTTP server's caller.
  const wss = new WebSocketServer({ noServer: true, maxPayload: JSON_BODY_LIMIT });
  let accepting = true;
  server.on("upgrade", (req, socket, head) => {
    if (!accepting || new URL(req.url ?? "/", "http://x").pathname !== yoga.graphqlEndpoint) {
      socket.end(`HTTP/1.1 ${accepting ? "404 Not Found" : "503 Service Unavailable"}\r\nconnection: close\r\ncontent-length: 0\r\n\r\n`);
      return;
    }
    wss.handleUpgrade(req, socket, head, (client) => wss.emit("connection", client, req));
  });
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
        const viewer = await services.sessions.find(tokenFromAuthorization(header));
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
    connections: () => wss.clients.size,
    /** Closes every socket with 1001 (going away) so clients reconnect elsewhere; cuts laggards after graceMs. */
    async close(graceMs = 3000) {
      accepting = false;
      const laggards = setTimeout(() => {
        for (const client of wss.clients) client.terminate();
      }, graceMs);
      try {
        await sessions.dispose();
        await disposable.dispose();
      } finally {
        clearTimeout(laggards);
      }
    },
  };
}
