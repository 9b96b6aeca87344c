import { useCallback } from "react";
import { useNavigate } from "react-router-dom";
import { clearToken } from "./token";

/**
 * Signs out: forgets the token (the session sync then resets the Relay store and socket and
 * reloads route data) and returns to the home page.
 */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    clearToken();
    void navigate("/", { replace: true });
  }, [navigate]);
}
