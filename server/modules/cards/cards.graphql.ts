import { builder } from "../../graphql/builder";
import { CardRef } from "../../graphql/card.graphql";
import { rawFindFirst } from "../../graphql/rawFind";
import { findCard, getCardStats } from "./cards.service";
import type { CardRow } from "../../core/cards";

const CardStatsRef = builder.objectRef<{ minOvr: number; maxOvr: number }>("CardStats").implement({
  description: "OVR bounds for the advanced search filter.",
  fields: (t) => ({ minOvr: t.exposeInt("minOvr"), maxOvr: t.exposeInt("maxOvr") }),
});

builder.queryFields((t) => ({
  card: t.prismaField({
    type: "Card",
    nullable: true,
    args: { id: t.arg.globalID({ for: CardRef, required: true }) },
    resolve: (query, _root, args, ctx) => {
      const id = args.id.id;
      return rawFindFirst<CardRow>(ctx.prisma, "Card", { ...query, where: { id } }) ?? findCard(ctx, id, query);
    },
  }),
  cardStats: t.field({ type: CardStatsRef, resolve: (_root, _args, ctx) => getCardStats(ctx) }),
}));
