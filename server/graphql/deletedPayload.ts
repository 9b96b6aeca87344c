import { builder } from "./builder";

/** Generic answer of delete mutations (reviews, posts). */
export const DeletedPayload = builder.objectRef<{ deletedId: string }>("DeletedPayload").implement({
  fields: (t) => ({
    deletedId: t.exposeID("deletedId"),
    viewer: t.prismaField({
      type: "User",
      nullable: true,
      description: "The signed-in user after the delete (their lists and counters changed).",
      resolve: (q, _p, _a, ctx) => (ctx.viewer ? ctx.prisma.user.findUnique({ ...q, where: { id: ctx.viewer.id } }) : null),
    }),
  }),
});
