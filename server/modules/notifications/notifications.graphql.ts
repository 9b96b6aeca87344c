import { normalizeNotificationType, notificationLink } from "../../../domain/notifications";
import { builder } from "../../graphql/builder";
import { requireViewer } from "../../core/guards";
import { NotFoundError } from "../../errors";
import { nodeId, withRowIds } from "../../graphql/nodeId";
import {
  countUnreadNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from "./notifications.service";
import { notificationStream } from "./notificationStream";
import { loadNotificationRow } from "./notificationRows";

// The bell's count on the User type, kept with the rest of the notifications (users imports no feature).
builder.prismaObjectField("User", "unreadNotificationCount", (t) =>
  t.int({
    description: "Unread notifications; 0 unless this is the viewer.",
    resolve: (user, _args, ctx) => (ctx.viewer?.id === user.id ? countUnreadNotifications(ctx, user.id) : 0),
  }),
);

const NotificationRef = withRowIds(builder.prismaNode("Notification", {
  id: { field: "id" },
  // Ownership lives in the loader: node(id)/nodes(ids) find only the viewer's own rows (null otherwise).
  findUnique: (id, ctx) => ({ id: nodeId(id), userId: ctx.viewer?.id ?? -1 }),
  nullable: true,
  authScopes: { signedIn: true },
  fields: (t) => ({
    databaseId: t.exposeInt("id"),
    type: t.exposeString("type"),
    kind: t.string({
      description: "Normalised type: reviewComment, formationReviewComment, postComment, reviewLike, formationReviewLike, postLike, watchReview, watchStats, watchVersion or other.",
      resolve: (n) => normalizeNotificationType(n.type),
    }),
    message: t.exposeString("message"),
    isRead: t.exposeBoolean("isRead"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    link: t.string({
      description: "Where a click navigates, from the normalised type.",
      resolve: (n) => notificationLink(n),
    }),
    source: t.relation("sourceUser", { nullable: true }),
    // Only the recipient can read a notification; a live event carries its (absolute) unread count with it.
    recipient: t.relation("user"),
  }),
}));

builder.prismaObjectField("User", "notifications", (t) =>
  // Its own statement: a relation joined into the user's would build JSON for every notification
  // the user ever got before taking the page.
  t.prismaConnection({
    type: "Notification",
    description: "The user's notifications, newest first; only the user may read them.",
    cursor: "id",
    authScopes: (user, _args, ctx) => ctx.viewer?.id === user.id,
    resolve: (query, user, _args, ctx) =>
      ctx.prisma.notification.findMany({ ...query, where: { userId: user.id }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] }),
  }),
);

builder.mutationFields((t) => ({
  markNotificationRead: t.prismaField({
    type: "Notification",
    description: "Marks one of the viewer's notifications read.",
    authScopes: { signedIn: true },
    errors: { types: [NotFoundError], directResult: true },
    args: { id: t.arg.globalID({ for: NotificationRef, required: true }) },
    resolve: async (_query, _root, args, ctx) =>
      markNotificationRead(ctx, requireViewer(ctx).id, args.id.id),
  }),
  markAllNotificationsRead: t.prismaField({
    type: "User",
    description: "Marks every notification of the viewer read; returns the viewer (unread count 0).",
    authScopes: { signedIn: true },
    resolve: async (query, _root, _args, ctx) => {
      const viewer = requireViewer(ctx);
      await markAllNotificationsRead(ctx, viewer.id);
      return ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: viewer.id } });
    },
  }),
}));

builder.subscriptionField("notificationReceived", (t) =>
  t.prismaField({
    type: "Notification",
    description:
      "Notifications for the viewer as they are created, on any server instance. With `after` (the last notification the client saw), the viewer's stored notifications since then come first, oldest first.",
    authScopes: { signedIn: true },
    args: {
      after: t.arg.globalID({ for: NotificationRef, description: "Resume after this notification of the viewer's." }),
      fromStart: t.arg.boolean({
        description:
          "The client saw none of the viewer's notifications (its list was empty): without `after`, every stored one is replayed first, so one created before the subscription reached the server is not missed.",
      }),
    },
    // 0 is before every row: "from the start". Without either, the stream starts at the viewer's newest row.
    subscribe: (_root, args, ctx) => notificationStream(ctx, requireViewer(ctx).id, args.after?.id ?? (args.fromStart ? 0 : undefined)),
    resolve: async (_query, payload: { notificationId: number; revision?: number }, _args, ctx) => {
      const viewer = requireViewer(ctx);
      // Keyed by revision too: a batched row's next version is a fresh read, not the cached one.
      const row = await ctx.services.eventRows.load(`notification:${payload.notificationId}:${payload.revision ?? 1}`, () =>
        loadNotificationRow(ctx, payload.notificationId),
      );
      if (!row || row.userId !== viewer.id) throw new NotFoundError("알림을 찾을 수 없습니다.");
      return row;
    },
  }),
);
