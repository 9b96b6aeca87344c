import { useEffect } from "react";
import { useNavigate } from "react-router-dom";

/**
 * Sends the visitor to `to` once the page is live in the browser. It stands where `<Navigate>`
 * would: that one does the same from an effect, but warns on every server render (a static router
 * cannot move), so a visitor's /profile or /change-password filled the server's log. The server's
 * page shows nothing here; the browser moves on right after hydration.
 */
export function RedirectWhenLive({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace: true });
  }, [navigate, to]);
  return null;
}
