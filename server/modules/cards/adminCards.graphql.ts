import { encodeGlobalID } from "@pothos/plugin-relay";
import { builder } from "../../graphql/builder";
import { ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from "../../errors";
import { CARD_STAT_KEYS } from "../../../domain/cardForm";
import { CardRef } from "../../graphql/card.graphql";
import { clearNewCards, createCard, deleteCard, updateCard } from "./adminCards.service";

const adminErrors = [UnauthorizedError, ForbiddenError, ValidationError, NotFoundError];

/** Every editor field; all optional so an update may send only what changes (validated by domain/cardForm.ts). */
const CardInput = builder.inputType("CardInput", {
  fields: (t) => ({
    name: t.string(), position: t.string(), ovr: t.int(), team: t.string(), league: t.string(), nation: t.string(),
    height: t.int(), weight: t.int(), imageUrl: t.string(), skillBoost: t.string(), isNew: t.boolean(), className: t.string(), playerKey: t.string(),
    staminaRating: t.int(), workRateAtt: t.string(), workRateDef: t.string(), skillMoves: t.int(), skillMovesList: t.stringList(),
    leftFootRating: t.int(), rightFootRating: t.int(), isTwoFooted: t.boolean(), footPreference: t.string(), weakFoot: t.int(),
    ...Object.fromEntries(CARD_STAT_KEYS.map((key) => [key, t.int()])),
    levels: t.string({ description: "Upgrade levels, one a line: `랭크 3 ovr=118 pace=98` (domain/cardLevelText.ts). Given: the card gets exactly these (empty: none); left out: kept." }),
  }),
});

/** GraphQL leaves absent optional fields undefined; the services merge over the stored card. */
const defined = (input: Record<string, unknown>) => Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));

const CardPayload = builder.objectRef<{ cardId: number }>("AdminCardPayload").implement({
  fields: (t) => ({
    card: t.prismaField({ type: "Card", resolve: (q, p, _a, ctx) => ctx.prisma.card.findUniqueOrThrow({ ...q, where: { id: p.cardId } }) }),
  }),
});
const CardDeletedPayload = builder.objectRef<{ id: number }>("CardDeletedPayload").implement({
  fields: (t) => ({ deletedId: t.id({ resolve: (p) => encodeGlobalID("Card", p.id) }) }),
});
const ClearNewPayload = builder.objectRef<{ clearedCount: number }>("ClearNewCardsPayload").implement({
  fields: (t) => ({ clearedCount: t.exposeInt("clearedCount") }),
});

builder.mutationFields((t) => ({
  createCard: t.field({
    type: CardPayload,
    description: "Admin. Creates a card; missing fields take the editor's defaults.",
    authScopes: { admin: true },
    errors: { types: adminErrors },
    args: { input: t.arg({ type: CardInput, required: true }) },
    resolve: async (_r, args, ctx) => ({ cardId: (await createCard(ctx, defined(args.input))).id }),
  }),
  updateCard: t.field({
    type: CardPayload,
    description: "Admin. Changes the given fields of a card (merged over the stored card, validated whole).",
    authScopes: { admin: true },
    errors: { types: adminErrors },
    args: { id: t.arg.globalID({ for: CardRef, required: true }), input: t.arg({ type: CardInput, required: true }) },
    resolve: async (_r, args, ctx) => ({ cardId: (await updateCard(ctx, args.id.id, defined(args.input))).id }),
  }),
  deleteCard: t.field({
    type: CardDeletedPayload,
    description: "Admin. Deletes a card and its reviews (their points are taken back).",
    authScopes: { admin: true },
    errors: { types: adminErrors },
    args: { id: t.arg.globalID({ for: CardRef, required: true }) },
    resolve: (_r, args, ctx) => deleteCard(ctx, args.id.id),
  }),
  clearNewCards: t.field({
    type: ClearNewPayload,
    description: "Admin. Clears the NEW flag of every card.",
    authScopes: { admin: true },
    errors: { types: adminErrors },
    resolve: (_r, _a, ctx) => clearNewCards(ctx),
  }),
}));
