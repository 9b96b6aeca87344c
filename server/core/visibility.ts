/**
 * The one visibility rule of moderated content (reviews, review replies, posts, comments): an item
 * an admin hid disappears for everyone but its author and admins, who still see it (marked
 * "숨김 처리됨"). Every public list and read of those four tables filters with `visibleWhere`.
 */
type ViewerLike = { id: number; isAdmin: boolean } | null | undefined;

type VisibleWhere = { hiddenAt: null } | { OR: ({ hiddenAt: null } | { userId: number })[] } | Record<string, never>;

export function visibleWhere(viewer: ViewerLike): VisibleWhere {
  if (!viewer) return { hiddenAt: null };
  if (viewer.isAdmin) return {};
  return { OR: [{ hiddenAt: null }, { userId: viewer.id }] };
}

/** The same rule for a row already read. */
export function isVisibleTo(row: { hiddenAt: Date | null; userId: number }, viewer: ViewerLike): boolean {
  return row.hiddenAt === null || (!!viewer && (viewer.isAdmin || viewer.id === row.userId));
}

