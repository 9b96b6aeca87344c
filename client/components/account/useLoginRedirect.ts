import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { loginPathFor } from "../../../domain/loginReturn";

/** The login page's address for the page on screen: after logging in the member comes back here. */
export function useLoginPath(): string {
  const location = useLocation();
  return loginPathFor(`${location.pathname}${location.search}${location.hash}`);
}

/**
 * For a login-required action: sends a visitor to /login, which returns to `returnTo` (default:
 * this page) afterwards.
 */
export function useGoToLogin() {
  const navigate = useNavigate();
  const here = useLoginPath();
  return useCallback((returnTo?: string) => void navigate(returnTo ? loginPathFor(returnTo) : here), [navigate, here]);
}
