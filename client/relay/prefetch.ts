import type { RequestParameters, Variables } from "relay-runtime";
import { getToken } from "../auth/token";
import { postGraphQL, requestBody } from "./graphqlRequest";

// Requests started before the app bundle ran, keyed by session token and request body.
const started = new Map<string, Promise<Response>>();

const keyOf = (token: string | null, body: string) => `${token ?? ""}\n${body}`;

/**
 * Sends a query now, before Relay exists (client/boot.ts); the network layer takes the response
 * for the first identical request instead of asking again.
 */
export function prefetchGraphQL(operation: Pick<RequestParameters, "id" | "name" | "text">, variables: Variables): Promise<Response> {
  const token = getToken();
  const body = JSON.stringify(requestBody(operation, variables));
  const response = postGraphQL(body, token);
  // A failure surfaces to whoever takes it; until then it must not count as unhandled.
  response.catch(() => {});
  started.set(keyOf(token, body), response);
  return response;
}

/** The prefetched response for this exact request, once; later requests go to the network. */
export function takePrefetched(token: string | null, body: string): Promise<Response> | undefined {
  const key = keyOf(token, body);
  const response = started.get(key);
  started.delete(key);
  return response;
}
