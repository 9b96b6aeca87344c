import type { WebSocket } from "ws";
import type { PubSub } from "../platform/pubsub";
import type { Viewer } from "../core/session";

/** The close code graphql-ws uses for a refused connection; the client treats it as "signed out". */
const SESSION_ENDED = { code: 4403, reason: "Forbidden" } as const;
// setTimeout holds at most ~24.8 days; longer sessions re-arm their timer when it fires.
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The signed-in sockets of this instance by session: closed with 4403 when their session is revoked
 * on any instance (`session:revoked`) or reaches its expiry.
 */
export function trackSessionSockets(pubsub: PubSub) {
  const bySession = new Map<number, Set<WebSocket>>();
  const end = (socket: WebSocket) => socket.close(SESSION_ENDED.code, SESSION_ENDED.reason);

  const revoked = pubsub.subscribe("session:revoked")[Symbol.asyncIterator]();
  void (async () => {
    for (let next = await revoked.next(); !next.done; next = await revoked.next()) {
      for (const id of next.value.sessionIds) for (const socket of bySession.get(id) ?? []) end(socket);
    }
  })();

  return {
    track(socket: WebSocket, viewer: Pick<Viewer, "sessionId" | "sessionExpiresAt">) {
      const sockets = bySession.get(viewer.sessionId) ?? new Set<WebSocket>();
      bySession.set(viewer.sessionId, sockets);
      sockets.add(socket);
      let timer: NodeJS.Timeout;
      const arm = () => {
        const left = viewer.sessionExpiresAt.getTime() - Date.now();
        timer = left <= 0 ? setTimeout(() => end(socket), 0) : setTimeout(arm, Math.min(left, MAX_TIMER_MS));
      };
      arm();
      socket.once("close", () => {
        clearTimeout(timer);
        sockets.delete(socket);
        if (sockets.size === 0) bySession.delete(viewer.sessionId);
      });
    },
    async dispose() {
      await revoked.return?.();
    },
  };
}
