import { resolveOffsetConnection } from "@pothos/plugin-relay";
import { builder } from "../../graphql/builder";
import { NotFoundError } from "../../errors";
import { FORMATIONS, type Formation } from "../../../domain/formations";
import { FORMATION_REVIEW_PAGE } from "../../../domain/formationReviews";
import { cardColumns } from "../cards/cards.graphql";
import { FormationTopPlayerRef } from "./formations.graphql";
import { getFormationRanking, getTopPlayers, requireFormation, type FormationRank } from "./formations.service";

type FormationNode = Formation & { id: number };
// Ids follow the catalogue's order, as the demo seed numbers the Formation rows.
const NODES: FormationNode[] = FORMATIONS.map((f, i) => ({ ...f, id: i + 1 }));
const BY_NAME = new Map(NODES.map((f) => [f.name, f]));
/** The catalogue entry of a known formation name (Korean or English); NotFoundError otherwise. */
export const formationNode = (name: string): FormationNode => BY_NAME.get(requireFormation(name).name)!;

const SlotRef = builder.objectRef<Formation["positions"][number]>("FormationSlot").implement({
  description: "One player's spot on the pitch, in percent (x from the left touchline, y from the opponent's goal line).",
  fields: (t) => ({ position: t.exposeString("position"), x: t.exposeFloat("x"), y: t.exposeFloat("y") }),
});

/** A formation of the catalogue (domain/formations.ts): no database row is read for it. */
export const FormationRef = builder.node(builder.objectRef<FormationNode>("Formation"), {
  id: { resolve: (f) => f.id },
  loadOne: (id) => NODES[Number(id) - 1] ?? null,
  isTypeOf: (value) => typeof value === "object" && value !== null && BY_NAME.get((value as FormationNode).name) === value,
  fields: (t) => ({
    name: t.exposeString("name", { description: "Korean name, as stored on reviews." }),
    englishName: t.exposeString("englishName"),
    description: t.exposeString("description"),
    positions: t.field({ type: [SlotRef], description: "Eleven spots, goalkeeper first.", resolve: (f) => f.positions }),
    topPlayers: t.connection({
      type: FormationTopPlayerRef,
      description: "Cards ranked by their reviews in this formation at the position played (at most 100 in all).",
      args: { position: t.arg.string({ required: true }) },
      resolve: (f, args, ctx, info) =>
        resolveOffsetConnection({ args, defaultSize: 20, maxSize: 100 }, ({ limit, offset }) =>
          getTopPlayers(ctx.prisma, { formation: f.name, position: args.position, limit, offset, select: cardColumns(ctx, info, ["edges", "node", "card"]) }),
        ),
    }),
    reviews: t.prismaConnection({
      type: "FormationReview",
      cursor: "id",
      description: "Reviews of this formation, newest first.",
      defaultSize: FORMATION_REVIEW_PAGE,
      maxSize: 100,
      totalCount: (f, _args, ctx) => ctx.prisma.formationReview.count({ where: { formationName: f.name } }),
      resolve: (query, f, _args, ctx) =>
        ctx.prisma.formationReview.findMany({ ...query, where: { formationName: f.name }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] }),
    }),
  }),
});

const FormationRankRef = builder.objectRef<FormationRank>("FormationRank").implement({
  description: "A formation's place by share of shown reviews (the /formations page).",
  fields: (t) => ({
    rank: t.exposeInt("rank"),
    percentage: t.exposeFloat("percentage", { description: "Percent of all shown reviews, one decimal." }),
    reviewCount: t.exposeInt("reviewCount"),
    avgRating: t.exposeFloat("avgRating", { description: "0-10, one decimal." }),
    formation: t.field({ type: FormationRef, resolve: (r) => formationNode(r.formation) }),
  }),
});

builder.queryFields((t) => ({
  formation: t.field({
    type: FormationRef,
    description: "A formation by its Korean or English name; NotFoundError for any other name.",
    errors: { types: [NotFoundError], directResult: true },
    args: { name: t.arg.string({ required: true }) },
    resolve: (_root, args) => formationNode(args.name),
  }),
  formations: t.field({
    type: [FormationRankRef],
    description: "Every reviewed formation, most used first.",
    resolve: (_root, _args, ctx) => getFormationRanking(ctx.prisma),
  }),
}));
