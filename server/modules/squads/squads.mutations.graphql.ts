import { encodeGlobalID } from "@pothos/plugin-relay";
import { builder } from "../../graphql/builder";
import { CardRef } from "../../graphql/card.graphql";
import { ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from "../../errors";
import { createSquad, deleteSquad, updateSquad } from "./squads.service";
import { createSquadComment, deleteSquadComment, toggleSquadLike } from "./squadSocial.service";
import { SquadCommentRef, SquadRef } from "./squads.graphql";

const SquadInput = builder.inputType("SquadInput", {
  description: "A squad: name 1–40 characters, description ≤ 500, formation, exactly 11 starter slots (null = empty) and ≤ 7 on the bench.",
  fields: (t) => ({
    name: t.string({ required: true }),
    description: t.string(),
    isPublic: t.boolean(),
    formation: t.string({ required: true }),
    starters: t.globalIDList({ for: CardRef, required: { list: true, items: false } }),
    bench: t.globalIDList({ for: CardRef }),
  }),
});

type SquadArgs = { name: string; description?: string | null; isPublic?: boolean | null; formation: string;
  starters: ({ id: number } | null | undefined)[]; bench?: { id: number }[] | null };
const serviceInput = (input: SquadArgs) => ({
  name: input.name,
  description: input.description ?? undefined,
  isPublic: input.isPublic ?? undefined,
  formation: input.formation,
  starters: input.starters.map((c) => c?.id ?? null),
  bench: (input.bench ?? []).map((c) => c.id),
});

const SquadPayload = builder.objectRef<{ squadId: number }>("SquadPayload").implement({
  fields: (t) => ({
    squad: t.prismaField({ type: "Squad", resolve: (q, p, _a, ctx) => ctx.prisma.squad.findUniqueOrThrow({ ...q, where: { id: p.squadId } }) }),
  }),
});

const SquadCommentPayload = builder.objectRef<{ commentId: number; squadId: number }>("SquadCommentPayload").implement({
  fields: (t) => ({
    comment: t.prismaField({ type: "SquadComment", resolve: (q, p, _a, ctx) => ctx.prisma.squadComment.findUniqueOrThrow({ ...q, where: { id: p.commentId } }) }),
    squad: t.prismaField({ type: "Squad", description: "Its comment count changed.", resolve: (q, p, _a, ctx) => ctx.prisma.squad.findUniqueOrThrow({ ...q, where: { id: p.squadId } }) }),
  }),
});

const SquadCommentDeletedPayload = builder.objectRef<{ commentId: number; squadId: number }>("SquadCommentDeletedPayload").implement({
  fields: (t) => ({
    deletedId: t.id({ resolve: (p) => encodeGlobalID("SquadComment", p.commentId) }),
    squad: t.prismaField({ type: "Squad", description: "Its comment count changed.", resolve: (q, p, _a, ctx) => ctx.prisma.squad.findUniqueOrThrow({ ...q, where: { id: p.squadId } }) }),
  }),
});

const DeletedIdPayload = builder.objectRef<{ deletedId: string }>("SquadDeletedPayload").implement({
  fields: (t) => ({ deletedId: t.exposeID("deletedId") }),
});

const writeErrors = [ValidationError, UnauthorizedError, ForbiddenError, NotFoundError] as const;

builder.mutationFields((t) => ({
  createSquad: t.field({
    type: SquadPayload,
    description: "Members only.",
    errors: { types: [...writeErrors] },
    args: { input: t.arg({ type: SquadInput, required: true }) },
    resolve: async (_root, args, ctx) => ({ squadId: (await createSquad(ctx, serviceInput(args.input))).id }),
  }),
  updateSquad: t.field({
    type: SquadPayload,
    description: "Owner or admin; replaces every field and player.",
    errors: { types: [...writeErrors] },
    args: { id: t.arg.globalID({ for: SquadRef, required: true }), input: t.arg({ type: SquadInput, required: true }) },
    resolve: async (_root, args, ctx) => ({ squadId: (await updateSquad(ctx, args.id.id, serviceInput(args.input))).id }),
  }),
  deleteSquad: t.field({
    type: DeletedIdPayload,
    description: "Owner or admin.",
    errors: { types: [NotFoundError, UnauthorizedError, ForbiddenError] },
    args: { id: t.arg.globalID({ for: SquadRef, required: true }) },
    resolve: async (_root, args, ctx) => ({ deletedId: encodeGlobalID("Squad", (await deleteSquad(ctx, args.id.id)).id) }),
  }),
  toggleSquadLike: t.field({
    type: SquadPayload,
    description: "Like, or take the like back; a new like notifies the owner.",
    errors: { types: [NotFoundError, UnauthorizedError] },
    args: { id: t.arg.globalID({ for: SquadRef, required: true }) },
    resolve: async (_root, args, ctx) => ({ squadId: (await toggleSquadLike(ctx, args.id.id)).id }),
  }),
  createSquadComment: t.field({
    type: SquadCommentPayload,
    description: "1–1,000 characters; notifies the squad's owner.",
    errors: { types: [...writeErrors] },
    args: { squadId: t.arg.globalID({ for: SquadRef, required: true }), content: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const comment = await createSquadComment(ctx, args.squadId.id, { content: args.content });
      return { commentId: comment.id, squadId: comment.squadId };
    },
  }),
  deleteSquadComment: t.field({
    type: SquadCommentDeletedPayload,
    description: "Its author, the squad's owner or an admin.",
    errors: { types: [NotFoundError, UnauthorizedError, ForbiddenError] },
    args: { id: t.arg.globalID({ for: SquadCommentRef, required: true }) },
    resolve: async (_root, args, ctx) => {
      const { id, squadId } = await deleteSquadComment(ctx, args.id.id);
      return { commentId: id, squadId };
    },
  }),
}));
