import type { RelayRecords } from "../relay/environment";
import type { SerializedRouteError } from "./routeErrors";

/** The id of the <script type="application/json"> holding what the server rendered the page with. */
export const SSR_PAYLOAD_ID = "ssr-data";

/** What the browser needs to hydrate a server-rendered page without asking for its data again. */
export interface SsrPayload {
  /** The Relay store after the route's queries ran on the server (`RecordSource#toJSON`). */
  records: RelayRecords;
  /** Errors route loaders threw (an unknown formation's 404), by the id of the route whose boundary shows them. */
  errors: Record<string, SerializedRouteError> | null;
  /** The minute the page was rendered in: relative times hydrate as the server wrote them (lib/renderClock). */
  renderedAt: number;
  /** The lazy parts the page draws: the browser loads them before hydrating (lib/lazyPart). */
  parts: string[];
}

/** The payload the server put in this page, or null when the page was not server-rendered. */
export function readSsrPayload(): SsrPayload | null {
  const text = document.getElementById(SSR_PAYLOAD_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as SsrPayload;
  } catch {
    return null;
  }
}
