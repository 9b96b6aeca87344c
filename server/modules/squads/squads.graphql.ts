import { encodeSquad } from "../../../domain/squadCode";
import { STARTERS } from "../../../domain/squads";
import { isFormationName } from "../../../domain/formations";
import { builder } from "../../graphql/builder";
import { nodeId, withRowIds } from "../../graphql/nodeId";
import { mayManageSquad, SQUAD_ORDER, squadListWhere, squadVisibleWhere } from "./squads.service";

const SquadSortEnum = builder.enumType("SquadSort", { values: { NEWEST: { value: "newest" }, LIKES: { value: "likes" } } as const });

/** One card in a squad: `slot` 0–10 is the formation's position of that index, 11–17 the bench. */
builder.prismaObject("SquadPlayer", {
  select: { slot: true },
  fields: (t) => ({
    slot: t.int({ resolve: (p) => p.slot }),
    isBench: t.boolean({ resolve: (p) => p.slot >= STARTERS }),
    card: t.relation("card"),
  }),
});

// Select mode with the columns every view shows as the type's own selection, read by plain resolvers
// (README "Columns a type always shows are its own selection").
const SQUAD_COLUMNS = {
  id: true,
  userId: true,
  name: true,
  description: true,
  formation: true,
  isPublic: true,
  likeCount: true,
  commentCount: true,
  createdAt: true,
  updatedAt: true,
} as const;

/** A member's saved squad; a private one is found only by its owner and admins (node, lists, pages). */
export const SquadRef = withRowIds(builder.prismaNode("Squad", {
  id: { field: "id" },
  findUnique: (id, ctx) => ({ id: nodeId(id), ...squadVisibleWhere(ctx.viewer) }),
  nullable: true,
  select: SQUAD_COLUMNS,
  fields: (t) => ({
    databaseId: t.int({ resolve: (s) => s.id }),
    name: t.string({ resolve: (s) => s.name }),
    description: t.string({ resolve: (s) => s.description }),
    formation: t.string({ description: "Canonical Korean formation name.", resolve: (s) => s.formation }),
    isPublic: t.boolean({ resolve: (s) => s.isPublic }),
    likeCount: t.int({ resolve: (s) => s.likeCount }),
    commentCount: t.int({ resolve: (s) => s.commentCount }),
    createdAt: t.field({ type: "DateTime", resolve: (s) => s.createdAt }),
    updatedAt: t.field({ type: "DateTime", resolve: (s) => s.updatedAt }),
    author: t.relation("user"),
    players: t.relation("players", { description: "Starters (slots 0–10) then the bench (11–17).", query: { orderBy: { slot: "asc" } } }),
    shareCode: t.string({
      description: "The squad as a builder URL value (`/squad-builder?s=`), domain/squadCode.ts.",
      select: { players: { select: { slot: true, cardId: true }, orderBy: { slot: "asc" } } },
      resolve: (s) => {
        const starters: (number | null)[] = Array(STARTERS).fill(null);
        const bench: number[] = [];
        for (const p of s.players) if (p.slot < STARTERS) starters[p.slot] = p.cardId; else bench.push(p.cardId);
        return isFormationName(s.formation) ? encodeSquad({ formation: s.formation, starters, bench }) : "";
      },
    }),
    viewerHasLiked: t.boolean({
      select: (_args, ctx) => (ctx.viewer ? { likes: { where: { userId: ctx.viewer.id }, select: { userId: true } } } : {}),
      resolve: (s) => "likes" in s && s.likes.length > 0,
    }),
    viewerCanEdit: t.boolean({
      description: "The owner or an admin may edit and delete it.",
      resolve: (s, _a, ctx) => mayManageSquad(ctx.viewer, s.userId),
    }),
    comments: t.relatedConnection("comments", {
      cursor: "id",
      description: "Oldest first.",
      query: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] },
      totalCount: true,
    }),
  }),
}));

export const SquadCommentRef = withRowIds(builder.prismaNode("SquadComment", {
  id: { field: "id" },
  // A comment is as visible as its squad.
  findUnique: (id, ctx) => ({ id: nodeId(id), squad: squadVisibleWhere(ctx.viewer) }),
  nullable: true,
  select: { id: true, userId: true, content: true, createdAt: true },
  fields: (t) => ({
    databaseId: t.int({ resolve: (c) => c.id }),
    content: t.string({ resolve: (c) => c.content }),
    createdAt: t.field({ type: "DateTime", resolve: (c) => c.createdAt }),
    author: t.relation("user"),
    viewerCanDelete: t.boolean({
      description: "Its author, the squad's owner or an admin.",
      select: { squad: { select: { userId: true } } },
      resolve: (c, _a, ctx) => !!ctx.viewer && (ctx.viewer.id === c.userId || mayManageSquad(ctx.viewer, c.squad.userId)),
    }),
  }),
}));

builder.queryFields((t) => ({
  squad: t.prismaField({
    type: "Squad",
    nullable: true,
    description: "One squad (the /squads/{id} page); null when missing or private to someone else.",
    args: { id: t.arg.globalID({ for: SquadRef, required: true }) },
    resolve: (query, _root, args, ctx) => ctx.prisma.squad.findFirst({ ...query, where: { id: args.id.id, ...squadVisibleWhere(ctx.viewer) } }),
  }),
  squads: t.prismaConnection({
    type: "Squad",
    cursor: "id",
    description: "Public squads, newest or most liked first, optionally of one formation; with `mine` the viewer's own, private ones included (none for visitors).",
    args: { sort: t.arg({ type: SquadSortEnum, required: false }), formation: t.arg.string(), mine: t.arg.boolean() },
    totalCount: (_parent, args, ctx) => {
      const where = squadListWhere(ctx.viewer, args);
      return where ? ctx.prisma.squad.count({ where }) : 0;
    },
    resolve: (query, _root, args, ctx) => {
      const where = squadListWhere(ctx.viewer, args);
      return where ? ctx.prisma.squad.findMany({ ...query, where, orderBy: SQUAD_ORDER[args.sort ?? "newest"] }) : [];
    },
  }),
  mySquads: t.prismaConnection({
    type: "Squad",
    cursor: "id",
    description: "The viewer's own squads, newest first (empty for visitors).",
    resolve: (query, _root, _args, ctx) =>
      ctx.viewer ? ctx.prisma.squad.findMany({ ...query, where: { userId: ctx.viewer.id }, orderBy: SQUAD_ORDER.newest }) : [],
  }),
}));
