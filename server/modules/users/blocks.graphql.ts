import { builder } from "../../graphql/builder";
import { NotFoundError, UnauthorizedError, ValidationError } from "../../errors";
import { UserRef } from "./users.graphql";
import { blockUser, unblockUser } from "./blocks.service";

// 차단: the same services as the REST calls in users.rest.ts.

builder.prismaObjectFields("User", (t) => ({
  isViewer: t.boolean({ description: "Whether this is the signed-in viewer (the nickname menu offers no 차단 then).", resolve: (u, _a, ctx) => ctx.viewer?.id === u.id }),
  isBlockedByViewer: t.boolean({
    description: "Whether the signed-in viewer blocked this member: the client folds their posts, comments and reviews (false for visitors).",
    // Joined into the statement that loads the member (relationJoins): folding costs no statement of its own.
    select: (_a, ctx) => (ctx.viewer ? { blockedBy: { where: { blockerId: ctx.viewer.id }, select: { blockerId: true } } } : {}),
    resolve: (u) => "blockedBy" in u && Array.isArray(u.blockedBy) && u.blockedBy.length > 0,
  }),
  blockedUsers: t.prismaField({
    type: ["User"],
    description: "The members this member blocked, newest first: only the member themselves sees the list (others get an empty one).",
    resolve: async (query, u, _a, ctx) => {
      if (ctx.viewer?.id !== u.id) return [];
      const rows = await ctx.prisma.userBlock.findMany({ where: { blockerId: u.id }, orderBy: [{ createdAt: "desc" }, { blockedId: "desc" }], select: { blockedId: true } });
      const ids = rows.map((r) => r.blockedId);
      const users = await ctx.prisma.user.findMany({ ...query, where: { id: { in: ids } } });
      const byId = new Map(users.map((row) => [row.id, row]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },
  }),
}));

const BlockPayload = builder.objectRef<{ userId: number }>("BlockPayload").implement({
  fields: (t) => ({
    user: t.prismaField({ type: "User", resolve: (q, p, _a, ctx) => ctx.prisma.user.findUniqueOrThrow({ ...q, where: { id: p.userId } }) }),
    viewer: t.prismaField({ type: "User", description: "The viewer (their blocked list changed).", resolve: (q, _p, _a, ctx) => ctx.prisma.user.findUniqueOrThrow({ ...q, where: { id: ctx.viewer!.id } }) }),
  }),
});

builder.mutationFields((t) => ({
  blockUser: t.field({
    type: BlockPayload,
    description: "Blocks a member: their content folds for the viewer and they notify the viewer of nothing.",
    errors: { types: [UnauthorizedError, NotFoundError, ValidationError] },
    args: { id: t.arg.globalID({ for: UserRef, required: true }) },
    resolve: async (_root, args, ctx) => {
      await blockUser(ctx, args.id.id);
      return { userId: args.id.id };
    },
  }),
  unblockUser: t.field({
    type: BlockPayload,
    errors: { types: [UnauthorizedError, NotFoundError] },
    args: { id: t.arg.globalID({ for: UserRef, required: true }) },
    resolve: async (_root, args, ctx) => {
      await unblockUser(ctx, args.id.id);
      return { userId: args.id.id };
    },
  }),
}));
