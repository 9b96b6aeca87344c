import { useEffect, useRef } from "react";
import { useBlocker } from "react-router-dom";

const LEAVE_CONFIRM = "작성 중인 내용이 저장되지 않았습니다. 페이지를 나가시겠습니까?";

/**
 * While `dirty`, leaving the page asks first: a link or back button inside the site through the
 * router's blocker (a confirm), a reload or closed tab through the browser's own beforeunload prompt.
 * Call the returned `allowLeave` just before navigating away after a save.
 */
export function useLeaveGuard(dirty: boolean): () => void {
  const allowed = useRef(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && !allowed.current && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(LEAVE_CONFIRM)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      if (allowed.current) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [dirty]);
  return () => {
    allowed.current = true;
  };
}
