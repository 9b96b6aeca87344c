import { displayName } from "../../../domain/users";
import { isLegendary } from "../../../domain/levels";
import type { Prisma } from "../../generated/prisma/client";
import type { Viewer } from "../../core/session";
import { builder } from "../../graphql/builder";
import { nodeId, withRowIds } from "../../graphql/nodeId";

/**
 * The columns every view of a member shows (a name with its level badge), read with the session too
 * (server/core/session.ts): the User type's own selection, read by plain resolvers (README "Columns a
 * type always shows are its own selection"). Only public fields; e-mail and the like are for the
 * account's own views.
 */
const USER_COLUMNS = { id: true, nickname: true, isAdmin: true, currentLevel: true, legendaryIcon: true } as const;

export const UserRef = withRowIds(builder.prismaNode("User", {
  id: { field: "id" },
  // A deleted account has no profile (levels.service answers 404): node(id) finds it for admins only.
  findUnique: (id, ctx) => ({ id: nodeId(id), ...(ctx.viewer?.isAdmin ? {} : { isDeleted: false }) }),
  nullable: true,
  select: USER_COLUMNS,
  fields: (t) => ({
    databaseId: t.int({ resolve: (user) => user.id }),
    displayName: t.string({ resolve: (user) => displayName(user) }),
    nickname: t.string({ nullable: true, resolve: (user) => user.nickname }),
    isAdmin: t.boolean({ resolve: (user) => user.isAdmin }),
    currentLevel: t.string({ resolve: (user) => user.currentLevel }),
    levelScore: t.exposeInt("points"),
    avatarUrl: t.exposeString("avatarUrl", { nullable: true }),
    legendaryIcon: t.boolean({ resolve: (user) => user.legendaryIcon || isLegendary(user.currentLevel) }),
  }),
}));

builder.queryField("viewer", (t) =>
  t.prismaField({
    type: "User",
    nullable: true,
    description: "The signed-in user, or null for a visitor.",
    resolve: (query, _root, _args, ctx) => {
      if (!ctx.viewer) return null;
      const { id, isAdmin, nickname, currentLevel, legendaryIcon } = ctx.viewer;
      // The session lookup read the type's own columns: a viewer query asking for no others needs no statement.
      // Select mode: Pothos reads only the selected columns, though Prisma types the row as whole.
      if (query.select && !query.include && Object.keys(query.select).every((c) => c in USER_COLUMNS)) {
        // Typed by USER_COLUMNS: a column added there and not to the session's Viewer fails to compile.
        const row: Pick<Viewer, keyof typeof USER_COLUMNS> = { id, isAdmin, nickname, currentLevel, legendaryIcon };
        return row as Prisma.UserGetPayload<object>;
      }
      return ctx.prisma.user.findUnique({ ...query, where: { id } });
    },
  }),
);
