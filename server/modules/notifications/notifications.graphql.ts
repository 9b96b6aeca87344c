import { notificationLink } from "../../../domain/notifications";
import { builder } from "../../builder";
import { requireViewer } from "../../context";
import { findOwnNotification } from "./notifications.service";

builder.prismaNode("Notification", {
  id: { field: "id" },
  authScopes: { signedIn: true },
  fields: (t) => ({
    databaseId: t.exposeInt("id"),
    type: t.exposeString("type"),
    message: t.exposeString("message"),
    isRead: t.exposeBoolean("isRead"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    link: t.string({
      description: "Where a click navigates, from the normalised type.",
      resolve: (n) => notificationLink(n),
    }),
  }),
});

builder.subscriptionField("notificationReceived", (t) =>
  t.prismaField({
    type: "Notification",
    description: "Notifications for the viewer as they are created, on any server instance.",
    authScopes: { signedIn: true },
    subscribe: (_root, _args, ctx) => ctx.pubsub.subscribe("notification:created", requireViewer(ctx).id),
    resolve: async (query, payload: { notificationId: number }, _args, ctx) => {
      const found = await findOwnNotification(ctx.prisma, requireViewer(ctx).id, payload.notificationId);
      if (!found) throw new Error("notification vanished");
      return ctx.prisma.notification.findUniqueOrThrow({ ...query, where: { id: found.id } });
    },
  }),
);
