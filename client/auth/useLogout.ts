import { useCallback } from "react";
import { useNavigate } from "react-router-dom";
import { commitMutation, graphql } from "react-relay";
import type { useLogoutMutation } from "../__generated__/useLogoutMutation.graphql";
import { getRelayEnvironment } from "../relay/environment";
import { clearToken } from "./token";

/** Revokes the session on the server; resolves either way so a dead network never traps the user. */
function revokeSession(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, 3000);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    commitMutation<useLogoutMutation>(getRelayEnvironment(), {
      mutation: graphql`
        mutation useLogoutMutation {
          logout
        }
      `,
      variables: {},
      onCompleted: done,
      onError: done,
    });
  });
}

/**
 * Signs out: revokes the session on the server, forgets the token (the session sync then resets
 * the Relay store and socket and reloads route data) and goes to `to` (home by default).
 */
export function useLogout(): (to?: string) => Promise<void> {
  const navigate = useNavigate();
  return useCallback(
    async (to = "/") => {
      await revokeSession();
      clearToken();
      void navigate(to, { replace: true });
    },
    [navigate],
  );
}
