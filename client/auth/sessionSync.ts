import { resetRelayEnvironment } from "../relay/environment";
import { getToken, subscribeToken } from "./token";

type Revalidator = { revalidate(): Promise<void> };

/**
 * Whenever the token changes (sign-in, sign-out, another tab), starts a fresh Relay
 * environment, so no data of the previous session survives, and reruns the route loaders.
 * Returns the unsubscribe function.
 */
export function startSessionSync(router: Revalidator): () => void {
  let lastToken = getToken();
  return subscribeToken((token) => {
    if (token === lastToken) return;
    lastToken = token;
    resetRelayEnvironment();
    void router.revalidate();
  });
}
