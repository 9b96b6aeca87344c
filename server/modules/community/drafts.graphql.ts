import { encodeGlobalID } from "@pothos/plugin-relay";
import { builder } from "../../graphql/builder";
import { DeletedPayload } from "../../graphql/deletedPayload";
import { requireViewer } from "../../core/guards";
import { nodeId, withRowIds } from "../../graphql/nodeId";
import { NotFoundError, UnauthorizedError, ForbiddenError, ValidationError } from "../../errors";
import { PostRef } from "./community.graphql";
import { DRAFT_ORDER, createDraft, deleteDraft, updateDraft } from "./drafts.service";

/** 임시저장 over GraphQL: the same service as /api/posts/drafts. */

export const PostDraftRef = withRowIds(builder.prismaNode("PostDraft", {
  id: { field: "id" },
  // Ownership lives in the loader: node(id)/nodes(ids) find only the viewer's own drafts (null otherwise).
  findUnique: (id, ctx) => ({ id: nodeId(id), userId: ctx.viewer?.id ?? -1 }),
  nullable: true,
  authScopes: { signedIn: true },
  fields: (t) => ({
    databaseId: t.exposeInt("id"),
    title: t.exposeString("title"),
    type: t.string({ description: "Category in lower case (free, question, tip, ...), as the write form names it.", resolve: (d) => d.type.toLowerCase() }),
    content: t.exposeString("content", { description: "Sanitised HTML, possibly empty." }),
    tags: t.exposeString("tags", { description: "The tag field as typed (comma-separated)." }),
    attachments: t.exposeStringList("attachments"),
    post: t.relation("post", { nullable: true, description: "The post this draft edits; null for a new post." }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
  }),
}));

builder.prismaObjectField("User", "postDrafts", (t) =>
  t.relation("postDrafts", {
    description: "The user's drafts (임시저장), last saved first, at most 20; only the user may read them.",
    authScopes: (user, _args, ctx) => ctx.viewer?.id === user.id,
    query: { orderBy: DRAFT_ORDER },
  }),
);

const PostDraftInput = builder.inputType("PostDraftInput", {
  description: "The write form as it stands; every field may be empty.",
  fields: (t) => ({
    type: t.string(),
    title: t.string(),
    content: t.string(),
    tags: t.string(),
    attachments: t.stringList(),
  }),
});

const PostDraftPayload = builder.objectRef<{ draftId: number }>("PostDraftPayload").implement({
  fields: (t) => ({
    draft: t.prismaField({ type: "PostDraft", resolve: (q, p, _a, ctx) => ctx.prisma.postDraft.findUniqueOrThrow({ ...q, where: { id: p.draftId } }) }),
    viewer: t.prismaField({
      type: "User",
      description: "The member after the save (a new draft joins their postDrafts).",
      resolve: (q, _p, _a, ctx) => ctx.prisma.user.findUniqueOrThrow({ ...q, where: { id: requireViewer(ctx).id } }),
    }),
  }),
});

builder.mutationFields((t) => ({
  savePostDraft: t.field({
    type: PostDraftPayload,
    description: "Saves the write form: with `id` overwrites that draft, else creates one (with `post`, the draft of editing it; one per post).",
    errors: { types: [ValidationError, UnauthorizedError, ForbiddenError, NotFoundError] },
    args: {
      id: t.arg.globalID({ for: PostDraftRef }),
      post: t.arg.globalID({ for: PostRef }),
      input: t.arg({ type: PostDraftInput, required: true }),
    },
    resolve: async (_root, args, ctx) => {
      const saved = args.id ? await updateDraft(ctx, args.id.id, args.input) : await createDraft(ctx, { ...args.input, postId: args.post?.id ?? null });
      return { draftId: saved.id };
    },
  }),
  deletePostDraft: t.field({
    type: DeletedPayload,
    description: "Deletes one of the viewer's drafts.",
    errors: { types: [UnauthorizedError, NotFoundError] },
    args: { id: t.arg.globalID({ for: PostDraftRef, required: true }) },
    resolve: async (_root, args, ctx) => ({ deletedId: encodeGlobalID("PostDraft", (await deleteDraft(ctx, args.id.id)).id) }),
  }),
}));
