import type { Context } from "./context";
import { ForbiddenError, UnauthorizedError } from "../errors";

/** The signed-in viewer, or UnauthorizedError (401 on REST) for a visitor. */
export function requireViewer(ctx: Pick<Context, "viewer">) {
  if (!ctx.viewer) throw new UnauthorizedError();
  return ctx.viewer;
}

const ADMIN_ONLY = "관리자만 사용할 수 있습니다.";

/** The one admin check: 401 for a visitor, 403 for a member. Services call it; REST admin routes run it first. */
export function requireAdmin(ctx: Pick<Context, "viewer">) {
  const viewer = requireViewer(ctx);
  if (!viewer.isAdmin) throw new ForbiddenError(ADMIN_ONLY);
  return viewer;
}

/** Registers admin-only REST routes (router.routes marks them, so the access test finds every one). */
export const adminRoutes = <Routes>(router: { admin(guard: typeof requireAdmin): Routes }) => router.admin(requireAdmin);
