import { encodeGlobalID } from "@pothos/plugin-relay";
import type { CardChange } from "../../../domain/cardChanges";
import { builder } from "../../graphql/builder";
import { CardRef } from "../../graphql/card.graphql";
import { nodeId, withRowIds } from "../../graphql/nodeId";
import { ConflictError, NotFoundError, UnauthorizedError } from "../../errors";
import { latestChangeOf, unwatchCard, watchCard } from "./watchlist.service";
import { viewerWatches } from "./watchLoader";

type LatestChange = NonNullable<ReturnType<typeof latestChangeOf>>;

const CardChangeRef = builder.objectRef<CardChange>("CardChange").implement({
  description: "One field an admin edit changed: OVR, position or a stat (key as on Card).",
  fields: (t) => ({
    key: t.exposeString("key"),
    from: t.string({ nullable: true, resolve: (c) => (c.from === null ? null : String(c.from)) }),
    to: t.string({ nullable: true, resolve: (c) => (c.to === null ? null : String(c.to)) }),
  }),
});

const LatestChangeRef = builder.objectRef<LatestChange>("CardLatestChange").implement({
  fields: (t) => ({
    summary: t.exposeString("summary", { description: "\"OVR 110→112, 속력 90→95 외 2개\"" }),
    changes: t.field({ type: [CardChangeRef], resolve: (c) => c.changes }),
    changedAt: t.expose("changedAt", { type: "DateTime" }),
  }),
});

builder.prismaObjectFields("Card", (t) => ({
  // Per viewer: joined into the card's own statement when Pothos loads the card; cards a list read
  // by hand (raw SQL) come without it and go through a per-request loader (one statement for all of
  // them). A visitor's answer reads nothing and is false for every visitor, so anonymous answers stay
  // shareable by the response cache.
  viewerWatches: t.boolean({
    description: "Whether the viewer has this card in their watchlist (관심 선수); false for visitors.",
    select: (_args, ctx) => (ctx.viewer ? { watches: { where: { userId: ctx.viewer.id }, select: { id: true }, take: 1 } } : {}),
    resolve: (card, _args, ctx) => ("watches" in card && Array.isArray(card.watches) ? card.watches.length > 0 : viewerWatches(ctx, card.id)),
  }),
  latestChange: t.field({
    type: LatestChangeRef,
    nullable: true,
    description: "The newest admin change of OVR, position or stats.",
    select: { statChanges: { orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: 1, select: { changes: true, createdAt: true } } },
    // Cards a list read by hand come without the selection: read theirs directly.
    resolve: async (card, _args, ctx) =>
      latestChangeOf(
        "statChanges" in card && Array.isArray(card.statChanges)
          ? card.statChanges[0]
          : ((await ctx.prisma.cardStatChange.findFirst({ where: { cardId: card.id }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], select: { changes: true, createdAt: true } })) ?? undefined),
      ),
  }),
}));

withRowIds(builder.prismaNode("CardWatch", {
  id: { field: "id" },
  // Only the member's own rows: node(id) finds nobody else's watch.
  findUnique: (id, ctx) => ({ id: nodeId(id), userId: ctx.viewer?.id ?? -1 }),
  nullable: true,
  authScopes: { signedIn: true },
  fields: (t) => ({
    card: t.relation("card"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
}));

builder.prismaObjectField("User", "watchlist", (t) =>
  t.prismaConnection({
    type: "CardWatch",
    cursor: "id",
    description: "The user's watched cards (관심 선수), newest first; only the user may read them.",
    authScopes: (user, _args, ctx) => ctx.viewer?.id === user.id,
    totalCount: (user, _args, ctx) => ctx.prisma.cardWatch.count({ where: { userId: user.id } }),
    resolve: (query, user, _args, ctx) =>
      ctx.prisma.cardWatch.findMany({ ...query, where: { userId: user.id }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] }),
  }),
);

const WatchPayload = builder.objectRef<{ cardId: number; watchId: number | null; removedId: number | null }>("CardWatchPayload").implement({
  description: "The card (viewerWatches updated on every tile showing it) and the watch row, null after unwatching.",
  fields: (t) => ({
    card: t.prismaField({ type: "Card", resolve: (q, p, _a, ctx) => ctx.prisma.card.findUniqueOrThrow({ ...q, where: { id: p.cardId } }) }),
    watch: t.prismaField({
      type: "CardWatch",
      nullable: true,
      resolve: (q, p, _a, ctx) => (p.watchId === null ? null : ctx.prisma.cardWatch.findUnique({ ...q, where: { id: p.watchId } })),
    }),
    removedWatchId: t.id({
      nullable: true,
      description: "The global id of the watch row removed (for @deleteEdge), null when nothing was removed.",
      resolve: (p) => (p.removedId === null ? null : encodeGlobalID("CardWatch", p.removedId)),
    }),
  }),
});

builder.mutationFields((t) => ({
  watchCard: t.field({
    type: WatchPayload,
    description: "Adds a card to the viewer's watchlist (idempotent).",
    errors: { types: [NotFoundError, ConflictError, UnauthorizedError] },
    args: { cardId: t.arg.globalID({ for: CardRef, required: true }) },
    resolve: async (_root, args, ctx) => {
      const watch = await watchCard(ctx, args.cardId.id);
      return { cardId: watch.cardId, watchId: watch.id, removedId: null };
    },
  }),
  unwatchCard: t.field({
    type: WatchPayload,
    description: "Takes a card off the viewer's watchlist (idempotent).",
    errors: { types: [NotFoundError, UnauthorizedError] },
    args: { cardId: t.arg.globalID({ for: CardRef, required: true }) },
    resolve: async (_root, args, ctx) => {
      const { cardId, removedId } = await unwatchCard(ctx, args.cardId.id);
      return { cardId, watchId: null, removedId };
    },
  }),
}));
