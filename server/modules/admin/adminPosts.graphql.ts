import { builder } from "../../graphql/builder";
import { ForbiddenError, RateLimitedError, UnauthorizedError, ValidationError } from "../../errors";
import { PostPayload } from "../community/posts.mutations.graphql";
import { createAnnouncement } from "./adminPosts.service";

const AnnouncementInput = builder.inputType("AnnouncementInput", {
  fields: (t) => ({ title: t.string({ required: true }), content: t.string({ required: true }) }),
});

builder.mutationField("createAnnouncement", (t) =>
  t.field({
    type: PostPayload,
    description: "Admin. Posts an announcement (type ANNOUNCEMENT; the 공지 tab lists it): title and content required.",
    authScopes: { admin: true },
    errors: { types: [ValidationError, UnauthorizedError, ForbiddenError, RateLimitedError] },
    args: { input: t.arg({ type: AnnouncementInput, required: true }) },
    resolve: async (_root, args, ctx) => ({ postId: (await createAnnouncement(ctx, args.input)).id }),
  }),
);
