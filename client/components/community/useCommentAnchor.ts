import { useEffect } from "react";
import { useLocation } from "react-router-dom";
import { useHydrating } from "../../lib/useHydrating";

/** The element id of one comment on the post page (domain/notifications.ts links to `#comment-{id}`). */
export const commentElementId = (databaseId: number) => `comment-${databaseId}`;

/**
 * The comment the address points at (`/posts/12#comment-34`, where a notification of a comment, a
 * reply or a mention leads): scrolled to the middle of the screen once it is on the page, and
 * returned so the list can mark it. The router's own scrolling runs before the comments are there.
 */
export function useCommentAnchor(loadedIds: readonly number[]): number | null {
  const { hash } = useLocation();
  // The server never sees the fragment: marked during hydration, the comment would differ from the
  // server's markup and React would keep the server's (unmarked).
  const match = useHydrating() ? null : /^#comment-(\d+)$/.exec(hash);
  const target = match ? Number(match[1]) : null;
  const present = target !== null && loadedIds.includes(target);
  useEffect(() => {
    if (present) document.getElementById(commentElementId(target))?.scrollIntoView({ block: "center" });
  }, [present, target]);
  return target;
}
