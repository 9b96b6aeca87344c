import { builder } from "../../graphql/builder";
import { ForbiddenError, UnauthorizedError } from "../../errors";
import { cleanupDuplicateReviews } from "./admin.service";

const CleanupPayload = builder.objectRef<{ deletedCount: number }>("CleanupDuplicateReviewsPayload").implement({
  fields: (t) => ({ deletedCount: t.exposeInt("deletedCount") }),
});

builder.mutationField("cleanupDuplicateReviews", (t) =>
  t.field({
    type: CleanupPayload,
    description: "Admin. Deletes every review but the newest per user per card; counters and points follow.",
    authScopes: { admin: true },
    errors: { types: [UnauthorizedError, ForbiddenError] },
    resolve: (_root, _args, ctx) => cleanupDuplicateReviews(ctx),
  }),
);
