import { encodeGlobalID } from "@pothos/plugin-relay";
import { REPORT_MESSAGES, type ReportTargetType } from "../../../domain/moderation";
import { builder } from "../../graphql/builder";
import { ConflictError, ForbiddenError, NotFoundError, RateLimitedError, UnauthorizedError, ValidationError } from "../../errors";
import { ReportReason, ReportStatus, ReportTarget } from "../../generated/prisma/enums";
import { ADMIN_REPORTS_ORDER, adminReportsWhere, dismissReport, hideReportedItem, openReportCount, reportContent, unhideItem } from "./moderation.service";
import { findReportedItem, type ReportedItem } from "./targets";
import { nodeId, withRowIds } from "../../graphql/nodeId";

const ReportTargetEnum = builder.enumType(ReportTarget, { name: "ReportTarget" });
const ReportReasonEnum = builder.enumType(ReportReason, { name: "ReportReason" });
const ReportStatusEnum = builder.enumType(ReportStatus, { name: "ReportStatus" });

/** Node typename → report target: the client reports any node it shows by its global id. */
const TARGET_OF_TYPENAME: Record<string, ReportTargetType> = { Review: "REVIEW", ReviewReply: "REVIEW_REPLY", Post: "POST", Comment: "COMMENT" };
const TYPENAME_OF_TARGET = Object.fromEntries(Object.entries(TARGET_OF_TYPENAME).map(([k, v]) => [v, k])) as Record<ReportTargetType, string>;

const ReportedItemRef = builder.objectRef<ReportedItem>("ReportedItem").implement({
  description: "The reported content as the admin queue previews it.",
  fields: (t) => ({
    excerpt: t.exposeString("excerpt"),
    url: t.exposeString("url", { description: "The page showing it (card page, post page)." }),
    isHidden: t.boolean({ resolve: (i) => i.hiddenAt !== null }),
  }),
});

const ReportRef = withRowIds(builder.prismaNode("Report", {
  id: { field: "id" },
  // A report is its reporter's and the admins' only; who resolved it is never exposed.
  findUnique: (id, ctx) => ({ id: nodeId(id), ...(ctx.viewer?.isAdmin ? {} : { reporterId: ctx.viewer?.id ?? -1 }) }),
  nullable: true,
  fields: (t) => ({
    databaseId: t.exposeInt("id"),
    targetType: t.expose("targetType", { type: ReportTargetEnum }),
    targetId: t.id({ select: { targetType: true, targetId: true }, description: "Global id of the reported node.", resolve: (r) => encodeGlobalID(TYPENAME_OF_TARGET[r.targetType], r.targetId) }),
    reason: t.expose("reason", { type: ReportReasonEnum }),
    detail: t.exposeString("detail", { nullable: true }),
    status: t.expose("status", { type: ReportStatusEnum }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    reporter: t.relation("reporter"),
    target: t.field({
      type: ReportedItemRef,
      nullable: true,
      description: "Null once the content was deleted.",
      select: { targetType: true, targetId: true },
      resolve: (r, _a, ctx) => findReportedItem(ctx, r.targetType, r.targetId),
    }),
    openReportCount: t.int({
      description: "Open reports on the same content (every member's).",
      select: { targetType: true, targetId: true },
      resolve: (r, _a, ctx) => openReportCount(ctx, r.targetType, r.targetId),
    }),
  }),
}));

builder.queryField("adminReports", (t) =>
  t.prismaConnection({
    type: "Report",
    cursor: "id",
    authScopes: { admin: true },
    description: "Admin. The moderation queue: reports in one status (OPEN by default), oldest first.",
    args: { status: t.arg({ type: ReportStatusEnum }) },
    totalCount: (_p, args, ctx) => ctx.prisma.report.count({ where: adminReportsWhere(args.status) }),
    resolve: (query, _root, args, ctx) => ctx.prisma.report.findMany({ ...query, where: adminReportsWhere(args.status), orderBy: ADMIN_REPORTS_ORDER }),
  }),
);

const ReportInput = builder.inputType("ReportContentInput", {
  fields: (t) => ({
    targetId: t.globalID({ required: true, description: "A Review, ReviewReply, Post or Comment." }),
    reason: t.field({ type: ReportReasonEnum, required: true }),
    detail: t.string({ description: "Optional, up to 500 characters." }),
  }),
});

const ReportPayload = builder.objectRef<{ id: number }>("ReportContentPayload").implement({
  fields: (t) => ({ report: t.prismaField({ type: "Report", resolve: (q, p, _a, ctx) => ctx.prisma.report.findUniqueOrThrow({ ...q, where: { id: p.id } }) }) }),
});

type Resolved = { resolvedIds: number[]; targetType: ReportTargetType; targetId: number };
const ResolvePayload = builder.objectRef<Resolved>("ReportResolvePayload").implement({
  fields: (t) => ({
    resolvedReportIds: t.idList({ description: "Every report closed (all open reports on the content).", resolve: (p) => p.resolvedIds.map((id) => encodeGlobalID("Report", id)) }),
    targetId: t.id({ resolve: (p) => encodeGlobalID(TYPENAME_OF_TARGET[p.targetType], p.targetId) }),
    reports: t.prismaField({
      type: ["Report"],
      description: "Every report on the content, as it is now (the admin queue updates its rows from them).",
      resolve: (q, p, _a, ctx) => ctx.prisma.report.findMany({ ...q, where: { targetType: p.targetType, targetId: p.targetId }, orderBy: ADMIN_REPORTS_ORDER }),
    }),
  }),
});

const adminErrors = [UnauthorizedError, ForbiddenError, NotFoundError];

builder.mutationFields((t) => ({
  reportContent: t.field({
    type: ReportPayload,
    description: "A member reports someone else's review, reply, post or comment; once per item (409).",
    errors: { types: [ValidationError, UnauthorizedError, NotFoundError, ConflictError, RateLimitedError] },
    args: { input: t.arg({ type: ReportInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const targetType = TARGET_OF_TYPENAME[input.targetId.typename];
      if (!targetType) throw new ValidationError([{ path: ["targetId"], message: REPORT_MESSAGES.targetInvalid }]);
      return reportContent(ctx, { targetType, targetId: nodeId(input.targetId.id), reason: input.reason, detail: input.detail });
    },
  }),
  hideReportedContent: t.field({
    type: ResolvePayload,
    authScopes: { admin: true },
    description: "Admin. Hides the reported content (author and admins still see it) and closes its open reports.",
    errors: { types: adminErrors },
    args: { reportId: t.arg.globalID({ for: ReportRef, required: true }) },
    resolve: (_root, args, ctx) => hideReportedItem(ctx, args.reportId.id),
  }),
  dismissReport: t.field({
    type: ResolvePayload,
    authScopes: { admin: true },
    description: "Admin. Keeps the content and closes its open reports.",
    errors: { types: adminErrors },
    args: { reportId: t.arg.globalID({ for: ReportRef, required: true }) },
    resolve: (_root, args, ctx) => dismissReport(ctx, args.reportId.id),
  }),
  unhideContent: t.field({
    type: ResolvePayload,
    authScopes: { admin: true },
    description: "Admin. Shows hidden content again.",
    errors: { types: adminErrors },
    args: { targetId: t.arg.globalID({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const targetType = TARGET_OF_TYPENAME[args.targetId.typename];
      if (!targetType) throw new NotFoundError(REPORT_MESSAGES.targetNotFound);
      return { ...(await unhideItem(ctx, targetType, nodeId(args.targetId.id))), resolvedIds: [] };
    },
  }),
}));
