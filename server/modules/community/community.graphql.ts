import { builder } from "../../builder";
import { PostType } from "../../generated/prisma/enums";

const PostTypeEnum = builder.enumType(PostType, { name: "PostType" });

builder.prismaNode("Post", {
  id: { field: "id" },
  fields: (t) => ({
    databaseId: t.exposeInt("id"),
    title: t.exposeString("title"),
    type: t.expose("type", { type: PostTypeEnum }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    author: t.relation("user"),
    commentCount: t.exposeInt("commentCount"),
    likes: t.exposeInt("likes"),
    views: t.exposeInt("views"),
  }),
});

builder.queryField("posts", (t) =>
  t.prismaConnection({
    type: "Post",
    cursor: "id",
    args: { type: t.arg({ type: PostTypeEnum, required: false }) },
    totalCount: (_parent, args, ctx) => ctx.prisma.post.count({ where: args.type ? { type: args.type } : {} }),
    resolve: (query, _root, args, ctx) =>
      ctx.prisma.post.findMany({
        ...query,
        where: args.type ? { type: args.type } : {},
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      }),
  }),
);
