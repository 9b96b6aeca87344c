import { encodeGlobalID } from "@pothos/plugin-relay";
import { builder } from "../../graphql/builder";
import { ForbiddenError, NotFoundError, RateLimitedError, UnauthorizedError, ValidationError } from "../../errors";
import { DeletedPayload } from "../../graphql/deletedPayload";
import { PostRef } from "./community.graphql";
import { PostDraftRef } from "./drafts.graphql";
import { recordPostView, togglePostLike } from "./postReactions.service";
import { createPost, deletePost, updatePost } from "./posts.service";

const PostInput = builder.inputType("PostInput", {
  description: "The write form: category (free, question, tip; notice for admins), title, HTML content, tags, attachment URLs.",
  fields: (t) => ({
    type: t.string({ required: true }),
    title: t.string({ required: true }),
    content: t.string({ required: true }),
    tags: t.stringList(),
    attachments: t.stringList(),
    draftId: t.globalID({ for: PostDraftRef, description: "The draft (임시저장) this was written from: deleted with the publish." }),
  }),
});

/** The service's input: the draft's row id rather than its global id. */
const publishInput = ({ draftId, ...input }: { draftId?: { id: number } | null }) => ({ ...input, draftId: draftId?.id ?? null });

export const PostPayload = builder.objectRef<{ postId: number }>("PostPayload").implement({
  fields: (t) => ({
    post: t.prismaField({ type: "Post", resolve: (q, p, _a, ctx) => ctx.prisma.post.findUniqueOrThrow({ ...q, where: { id: p.postId } }) }),
  }),
});

const writeErrors = [ValidationError, UnauthorizedError, ForbiddenError, NotFoundError] as const;

builder.mutationFields((t) => ({
  createPost: t.field({
    type: PostPayload,
    description: "Writes a post; sanitised; points +1 (free) or +3; 10 an hour per account.",
    errors: { types: [...writeErrors, RateLimitedError] },
    args: { input: t.arg({ type: PostInput, required: true }) },
    resolve: async (_root, args, ctx) => ({ postId: (await createPost(ctx, publishInput(args.input))).id }),
  }),
  updatePost: t.field({
    type: PostPayload,
    description: "Owner or admin edits a post.",
    errors: { types: [...writeErrors] },
    args: { id: t.arg.globalID({ for: PostRef, required: true }), input: t.arg({ type: PostInput, required: true }) },
    resolve: async (_root, args, ctx) => ({ postId: (await updatePost(ctx, args.id.id, publishInput(args.input))).id }),
  }),
  deletePost: t.field({
    type: DeletedPayload,
    description: "Owner or admin; removes the post's comments and takes back their points.",
    errors: { types: [NotFoundError, UnauthorizedError, ForbiddenError] },
    args: { id: t.arg.globalID({ for: PostRef, required: true }) },
    resolve: async (_root, args, ctx) => ({ deletedId: encodeGlobalID("Post", (await deletePost(ctx, args.id.id)).id) }),
  }),
  togglePostLike: t.field({
    type: PostPayload,
    description: "Likes or unlikes a post; read post.likeStatus for the new state.",
    errors: { types: [UnauthorizedError, NotFoundError] },
    args: { id: t.arg.globalID({ for: PostRef, required: true }) },
    resolve: async (_root, args, ctx) => {
      const postId = args.id.id;
      await togglePostLike(ctx, postId);
      return { postId };
    },
  }),
  recordPostView: t.field({
    type: PostPayload,
    description: "Counts a view once per visitor session (reloads do not count again).",
    errors: { types: [NotFoundError] },
    args: { id: t.arg.globalID({ for: PostRef, required: true }) },
    resolve: async (_root, args, ctx) => {
      const postId = args.id.id;
      await recordPostView(ctx, postId);
      return { postId };
    },
  }),
}));
