import type { Context } from "../../core/context";
import { transaction } from "../../platform/transaction";
import { NotFoundError, ValidationError, parseInput } from "../../errors";
import { BANNER_LAST_ONE, BANNER_LIMIT_REACHED, BANNER_MAX, BANNER_MIN, bannerInputSchema } from "../../../domain/banners";
import { requireAdmin } from "../../core/guards";
import type { Prisma } from "../../generated/prisma/client";
import type { Tx } from "../../platform/db";
import { rawWrites } from "../../platform/rowTracking";

const BANNER_NOT_FOUND = "배너를 찾을 수 없습니다.";
const ORDER = [{ displayOrder: "asc" as const }, { id: "asc" as const }];

// Count rules hold under concurrent admins: writers of the banner set take turns.
const lockBanners = (tx: Tx) => rawWrites([], () => tx.$executeRaw`LOCK TABLE "Banner" IN SHARE ROW EXCLUSIVE MODE`);
const fail = (message: string) => new ValidationError([{ path: [], message }]);

/** Admin: every banner, active or not, in display order. */
export function listAllBanners(ctx: Context, query: Omit<Prisma.BannerFindManyArgs, "where" | "orderBy"> = {}) {
  requireAdmin(ctx);
  return ctx.prisma.banner.findMany({ ...query, orderBy: ORDER });
}

/** Admin: adds a banner (at most 10); without an order it goes last (max + 1). */
export async function createBanner(ctx: Context, raw: unknown) {
  requireAdmin(ctx);
  const input = parseInput(bannerInputSchema, raw);
  return transaction(ctx.prisma, async (tx) => {
    await lockBanners(tx);
    if ((await tx.banner.count()) >= BANNER_MAX) throw fail(BANNER_LIMIT_REACHED);
    const { _max } = await tx.banner.aggregate({ _max: { displayOrder: true } });
    const displayOrder = input.displayOrder ?? Math.max(_max.displayOrder ?? 0, 0) + 1;
    return tx.banner.create({ data: { ...input, displayOrder } });
  });
}

/** Admin: changes a banner; the body may carry only the fields to change. */
export async function updateBanner(ctx: Context, id: number, raw: Record<string, unknown>) {
  requireAdmin(ctx);
  const stored = await ctx.prisma.banner.findUnique({ where: { id }, select: { title: true, imageUrl: true, linkUrl: true, displayOrder: true, isActive: true } });
  if (!stored) throw new NotFoundError(BANNER_NOT_FOUND);
  const defined = Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== undefined));
  const input = parseInput(bannerInputSchema, { ...stored, displayOrder: Math.max(stored.displayOrder, 1), ...defined });
  return ctx.prisma.banner.update({ where: { id }, data: input });
}

/** Admin: deletes a banner unless it is the last one. */
export async function deleteBanner(ctx: Context, id: number) {
  requireAdmin(ctx);
  return transaction(ctx.prisma, async (tx) => {
    await lockBanners(tx);
    if (!(await tx.banner.findUnique({ where: { id }, select: { id: true } }))) throw new NotFoundError(BANNER_NOT_FOUND);
    if ((await tx.banner.count()) <= BANNER_MIN) throw fail(BANNER_LAST_ONE);
    await tx.banner.delete({ where: { id } });
    return { id };
  });
}
