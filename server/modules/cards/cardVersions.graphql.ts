import { builder } from "../../graphql/builder";
import { CardRef, cardColumns } from "../../graphql/card.graphql";
import { listOtherVersions } from "./cards.service";
import { playerKeyOf } from "../../../domain/playerKey";

builder.prismaObjectFields("Card", (t) => ({
  playerKey: t.string({
    description: "Player identity shared by the versions of one player (set by the importer, else derived from the name).",
    select: { name: true, playerKey: true },
    resolve: (card) => playerKeyOf(card.name, card.playerKey),
  }),
  otherVersions: t.field({
    type: [CardRef],
    description: "The player's other cards (same playerKey), highest OVR first.",
    select: { id: true, name: true, playerKey: true },
    // The columns the selection names, in the request's read batch (not a query per card).
    resolve: (card, _args, ctx, info) => listOtherVersions(ctx, card, cardColumns(ctx, info, [])),
  }),
}));
