import { displayName } from "../../../domain/users";
import { isLegendary } from "../../../domain/levels";
import type { Prisma } from "../../generated/prisma/client";
import { builder } from "../../graphql/builder";
import { nodeId, withRowIds } from "../../graphql/nodeId";

export const UserRef = withRowIds(builder.prismaNode("User", {
  id: { field: "id" },
  // A deleted account has no profile (levels.service answers 404): node(id) finds it for admins only.
  findUnique: (id, ctx) => ({ id: nodeId(id), ...(ctx.viewer?.isAdmin ? {} : { isDeleted: false }) }),
  nullable: true,
  // Only public fields by default; e-mail and the like are for the account's own views.
  select: { id: true, nickname: true },
  fields: (t) => ({
    databaseId: t.exposeInt("id"),
    displayName: t.string({ resolve: (user) => displayName(user) }),
    nickname: t.exposeString("nickname", { nullable: true }),
    isAdmin: t.exposeBoolean("isAdmin"),
    currentLevel: t.exposeString("currentLevel"),
    levelScore: t.exposeInt("points"),
    avatarUrl: t.exposeString("avatarUrl", { nullable: true }),
    legendaryIcon: t.boolean({
      select: { legendaryIcon: true, currentLevel: true },
      resolve: (user) => user.legendaryIcon || isLegendary(user.currentLevel),
    }),
  }),
}));

// Columns the session lookup already read: a viewer query asking for no others needs no statement.
const SESSION_COLUMNS = new Set(["id", "isAdmin", "nickname"]);

builder.queryField("viewer", (t) =>
  t.prismaField({
    type: "User",
    nullable: true,
    description: "The signed-in user, or null for a visitor.",
    resolve: (query, _root, _args, ctx) => {
      if (!ctx.viewer) return null;
      const { id, isAdmin, nickname } = ctx.viewer;
      // Select mode: Pothos reads only the selected columns, though Prisma types the row as whole.
      if (query.select && !query.include && Object.keys(query.select).every((c) => SESSION_COLUMNS.has(c))) {
        return { id, isAdmin, nickname } as Prisma.UserGetPayload<object>;
      }
      return ctx.prisma.user.findUnique({ ...query, where: { id } });
    },
  }),
);
