import { encodeGlobalID } from "@pothos/plugin-relay";
import { builder } from "../../graphql/builder";
import { ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from "../../errors";
import { BannerRef } from "../banners/banners.graphql";
import { createBanner, deleteBanner, listAllBanners, updateBanner } from "../banners/bannersAdmin.service";
import { adminUserRow, listUsersForAdmin, restoreUser, softDeleteUser } from "./adminUsers.service";
import { listActivityLogs } from "./activityLogs.service";
import { visitorSeries, visitorTotals } from "./stats.service";

const adminErrors = [UnauthorizedError, ForbiddenError, ValidationError, NotFoundError];
const defined = (input: Record<string, unknown>) => Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined && v !== null));

const BannerInput = builder.inputType("BannerInput", {
  fields: (t) => ({ title: t.string(), imageUrl: t.string(), linkUrl: t.string(), displayOrder: t.int(), isActive: t.boolean() }),
});
const BannerPayload = builder.objectRef<{ id: number }>("BannerPayload").implement({
  fields: (t) => ({ banner: t.prismaField({ type: "Banner", resolve: (q, p, _a, ctx) => ctx.prisma.banner.findUniqueOrThrow({ ...q, where: { id: p.id } }) }) }),
});
const DeletedPayload = builder.objectRef<{ id: number; type: string }>("BannerDeletedPayload").implement({
  fields: (t) => ({ deletedId: t.id({ resolve: (p) => encodeGlobalID(p.type, p.id) }) }),
});

interface AdminUserRow {
  id: number; username: string; email: string; nickname: string | null; displayNickname: string;
  receivedHearts: number; createdAt: Date; isAdmin: boolean; isDeleted: boolean;
}
const AdminUserRef = builder.objectRef<AdminUserRow>("AdminUser").implement({
  description: "A user as the admin list shows them (spec 001 §3 User admin list).",
  fields: (t) => ({
    id: t.id({ resolve: (u) => encodeGlobalID("AdminUser", u.id) }),
    databaseId: t.exposeInt("id"),
    username: t.exposeString("username"),
    email: t.exposeString("email"),
    nickname: t.exposeString("nickname", { nullable: true }),
    displayNickname: t.exposeString("displayNickname"),
    receivedHearts: t.exposeInt("receivedHearts"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    isAdmin: t.exposeBoolean("isAdmin"),
    isDeleted: t.exposeBoolean("isDeleted"),
  }),
});
const AdminUserPage = builder.objectRef<{ users: AdminUserRow[]; total: number; hasMore: boolean }>("AdminUserPage").implement({
  fields: (t) => ({ users: t.field({ type: [AdminUserRef], resolve: (p) => p.users }), total: t.exposeInt("total"), hasMore: t.exposeBoolean("hasMore") }),
});
const UserStatePayload = builder.objectRef<{ id: number; isDeleted: boolean }>("UserStatePayload").implement({
  fields: (t) => ({ user: t.field({ type: AdminUserRef, resolve: (p, _a, ctx) => adminUserRow(ctx, p.id) }) }),
});

const VisitorBucketRef = builder.objectRef<{ date: string; label: string; visitors: number; pageViews: number; uniqueVisitors: number }>("VisitorBucket").implement({
  fields: (t) => ({ date: t.exposeString("date"), label: t.exposeString("label"), visitors: t.exposeInt("visitors"), pageViews: t.exposeInt("pageViews"), uniqueVisitors: t.exposeInt("uniqueVisitors") }),
});
const VisitorTotalsRef = builder.objectRef<{ totalPageViews: number; uniqueVisitors: number; avgSessionTime: number; bounceRate: number; mau: number }>("VisitorTotals").implement({
  description: "The last 30 days: page views, unique visitors, average session seconds, bounce rate %, MAU.",
  fields: (t) => ({
    totalPageViews: t.exposeInt("totalPageViews"), uniqueVisitors: t.exposeInt("uniqueVisitors"), avgSessionTime: t.exposeInt("avgSessionTime"),
    bounceRate: t.exposeFloat("bounceRate"), mau: t.exposeInt("mau"),
  }),
});
interface ActivityLogRow { id: number; action: string; details: string; createdAt: Date; ipAddress: string | null; user: { nickname: string } | null }
const ActivityLogRef = builder.objectRef<ActivityLogRow>("ActivityLogEntry").implement({
  fields: (t) => ({
    id: t.id({ resolve: (l) => encodeGlobalID("ActivityLogEntry", l.id) }),
    action: t.exposeString("action"), details: t.exposeString("details"), createdAt: t.expose("createdAt", { type: "DateTime" }),
    ipAddress: t.exposeString("ipAddress", { nullable: true }),
    nickname: t.string({ nullable: true, resolve: (l) => l.user?.nickname ?? null }),
  }),
});
const ActivityLogPage = builder.objectRef<{ logs: ActivityLogRow[]; total: number }>("ActivityLogPage").implement({
  fields: (t) => ({ logs: t.field({ type: [ActivityLogRef], resolve: (p) => p.logs }), total: t.exposeInt("total") }),
});

builder.queryFields((t) => ({
  adminBanners: t.prismaField({ type: ["Banner"], authScopes: { admin: true }, description: "Admin. Every banner, active or not.", resolve: (q, _r, _a, ctx) => listAllBanners(ctx, q) }),
  adminUsers: t.field({
    type: AdminUserPage, authScopes: { admin: true }, args: { page: t.arg.int(), search: t.arg.string() },
    resolve: (_r, args, ctx) => listUsersForAdmin(ctx, defined(args)),
  }),
  visitorStats: t.field({
    type: [VisitorBucketRef], authScopes: { admin: true }, args: { period: t.arg.string(), days: t.arg.int() },
    resolve: async (_r, args, ctx) => (await visitorSeries(ctx, defined(args))).series,
  }),
  visitorTotals: t.field({ type: VisitorTotalsRef, authScopes: { admin: true }, resolve: (_r, _a, ctx) => visitorTotals(ctx) }),
  activityLogs: t.field({
    type: ActivityLogPage, authScopes: { admin: true }, args: { limit: t.arg.int(), offset: t.arg.int() },
    resolve: (_r, args, ctx) => listActivityLogs(ctx, defined(args)),
  }),
}));

builder.mutationFields((t) => ({
  createBanner: t.field({
    type: BannerPayload, authScopes: { admin: true }, errors: { types: adminErrors }, args: { input: t.arg({ type: BannerInput, required: true }) },
    resolve: (_r, args, ctx) => createBanner(ctx, defined(args.input)),
  }),
  updateBanner: t.field({
    type: BannerPayload, authScopes: { admin: true }, errors: { types: adminErrors },
    args: { id: t.arg.globalID({ for: BannerRef, required: true }), input: t.arg({ type: BannerInput, required: true }) },
    resolve: (_r, args, ctx) => updateBanner(ctx, args.id.id, defined(args.input)),
  }),
  deleteBanner: t.field({
    type: DeletedPayload, authScopes: { admin: true }, errors: { types: adminErrors }, args: { id: t.arg.globalID({ for: BannerRef, required: true }) },
    resolve: async (_r, args, ctx) => ({ ...(await deleteBanner(ctx, args.id.id)), type: "Banner" }),
  }),
  deleteUser: t.field({
    type: UserStatePayload, authScopes: { admin: true }, errors: { types: adminErrors }, args: { id: t.arg.int({ required: true }) },
    description: "Admin. Soft-deletes a member: they cannot log in and their sessions end at once. Admins are protected.",
    resolve: (_r, args, ctx) => softDeleteUser(ctx, args.id),
  }),
  restoreUser: t.field({
    type: UserStatePayload, authScopes: { admin: true }, errors: { types: adminErrors }, args: { id: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) => restoreUser(ctx, args.id),
  }),
}));
