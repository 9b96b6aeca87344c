import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router-dom";

/**
 * Loads the current page again: a replace-navigation to the same location re-runs the route
 * loaders (and so their Relay queries), and the new location key resets the error boundaries
 * keyed on it. `revalidate()` alone leaves a render error in place.
 */
export function useReloadRoute() {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    () => navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace: true, state: location.state, preventScrollReset: true }),
    [navigate, location],
  );
}
