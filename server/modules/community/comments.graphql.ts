import { encodeGlobalID } from "@pothos/plugin-relay";
import { builder } from "../../builder";
import { ForbiddenError, NotFoundError, UnauthorizedError } from "../../errors";
import { DeletedPayload } from "../reviews/reviews.graphql";
import { POST_NOT_FOUND, deleteComment, deletePost } from "./community.service";

/** Read-only Comment node; writing comments comes with the community issue. */
const CommentRef = builder.prismaNode("Comment", {
  id: { field: "id" },
  fields: (t) => ({
    databaseId: t.exposeInt("id"),
    content: t.exposeString("content"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    author: t.relation("user"),
    post: t.relation("post"),
  }),
});

const EXCERPT_LENGTH = 100;

/** Markup stripped, cut to 100 characters plus an ellipsis (spec: my-activity post item). */
function postExcerpt(html: string) {
  const text = html.replace(/<[^>]*>/g, " ").replace(/&nbsp;/g, " ").replace(/\s+/g, " ").trim();
  return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH)}...` : text;
}

builder.prismaObjectFields("Post", (t) => ({
  excerpt: t.string({ select: { content: true }, resolve: (post) => postExcerpt(post.content) }),
}));

builder.mutationFields((t) => ({
  deletePost: t.field({
    type: DeletedPayload,
    description: "Owner or admin; removes the post's comments and takes back their points.",
    errors: { types: [NotFoundError, UnauthorizedError, ForbiddenError] },
    args: { id: t.arg.globalID({ required: true }) },
    resolve: async (_root, args, ctx) => {
      // The Post ref lives in community.graphql.ts; check the type name here instead.
      if (args.id.typename !== "Post") throw new NotFoundError(POST_NOT_FOUND);
      const { id } = await deletePost(ctx, Number(args.id.id));
      return { deletedId: encodeGlobalID("Post", id) };
    },
  }),
  deleteComment: t.field({
    type: DeletedPayload,
    description: "Owner or admin; replies go with it and the post's comment count drops.",
    errors: { types: [NotFoundError, UnauthorizedError, ForbiddenError] },
    args: { id: t.arg.globalID({ for: CommentRef, required: true }) },
    resolve: async (_root, args, ctx) => {
      const { id } = await deleteComment(ctx, Number(args.id.id));
      return { deletedId: encodeGlobalID("Comment", id) };
    },
  }),
}));
