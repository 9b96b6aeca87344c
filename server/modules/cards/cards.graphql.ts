import { builder } from "../../graphql/builder";
import { CardRef } from "../../graphql/card.graphql";
import { findCard, getCardStats } from "./cards.service";

const CardStatsRef = builder.objectRef<{ minOvr: number; maxOvr: number }>("CardStats").implement({
  description: "OVR bounds for the advanced search filter.",
  fields: (t) => ({ minOvr: t.exposeInt("minOvr"), maxOvr: t.exposeInt("maxOvr") }),
});

builder.queryFields((t) => ({
  card: t.prismaField({
    type: "Card",
    nullable: true,
    args: { id: t.arg.globalID({ for: CardRef, required: true }) },
    resolve: (query, _root, args, ctx) => findCard(ctx, args.id.id, query),
  }),
  cardStats: t.field({ type: CardStatsRef, resolve: (_root, _args, ctx) => getCardStats(ctx) }),
}));
