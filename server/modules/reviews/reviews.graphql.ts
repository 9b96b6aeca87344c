import { encodeGlobalID } from "@pothos/plugin-relay";
import { builder } from "../../builder";
import { ForbiddenError, NotFoundError, UnauthorizedError } from "../../errors";
import { deleteReview } from "./reviews.service";

/** Read-only Review node (the review form and its mutations come with the reviews issue). */
export const ReviewRef = builder.prismaNode("Review", {
  id: { field: "id" },
  fields: (t) => ({
    databaseId: t.exposeInt("id"),
    paceRating: t.exposeInt("paceRating"),
    shootingRating: t.exposeInt("shootingRating"),
    passingRating: t.exposeInt("passingRating"),
    agilityRating: t.exposeInt("agilityRating"),
    defenseRating: t.exposeInt("defenseRating"),
    physicalRating: t.exposeInt("physicalRating"),
    overallRating: t.exposeFloat("overallRating"),
    formation: t.exposeString("formation"),
    positionBreak: t.exposeString("positionBreak", { nullable: true }),
    reviewText: t.exposeString("reviewText", { nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    card: t.relation("card"),
    author: t.relation("user"),
  }),
});

const DeletedPayload = builder.objectRef<{ deletedId: string }>("DeletedPayload").implement({
  fields: (t) => ({ deletedId: t.exposeID("deletedId") }),
});
export { DeletedPayload };

builder.mutationField("deleteReview", (t) =>
  t.field({
    type: DeletedPayload,
    description: "Author or admin. Takes back the review's points and keeps the card's counters exact.",
    errors: { types: [NotFoundError, UnauthorizedError, ForbiddenError] },
    args: { id: t.arg.globalID({ for: ReviewRef, required: true }) },
    resolve: async (_root, args, ctx) => {
      const { id } = await deleteReview(ctx, Number(args.id.id));
      return { deletedId: encodeGlobalID("Review", id) };
    },
  }),
);
