import { builder } from "../../graphql/builder";
import { FACET_KEYS } from "../../../domain/cardSearchFilters";
import { programmeLabel } from "../../../domain/programmes";
import { CardFilterInput } from "./cards.lists.graphql";
import { cardFacets, type CardFacets, type FacetCount } from "./cards.facets";

const FacetCountRef = builder.objectRef<FacetCount & { label: string }>("FacetCount").implement({
  fields: (t) => ({
    value: t.exposeString("value"),
    label: t.exposeString("label", { description: "What the list shows: a programme's Korean label, otherwise the value." }),
    count: t.exposeInt("count"),
  }),
});

const CardFacetsRef = builder.objectRef<CardFacets>("CardFacets").implement({
  description: "Cards per programme, team, league and nation for a search; each facet ignores its own filter.",
  fields: (t) =>
    Object.fromEntries(
      FACET_KEYS.map((key) => [
        key,
        t.field({
          type: [FacetCountRef],
          resolve: (f) => f[key].map((c) => ({ ...c, label: key === "className" ? programmeLabel(c.value) : c.value })),
        }),
      ]),
    ),
});

builder.queryField("cardFacets", (t) =>
  t.field({
    type: CardFacetsRef,
    args: { filter: t.arg({ type: CardFilterInput }) },
    resolve: (_root, args, ctx) => cardFacets(ctx, args.filter ?? {}),
  }),
);
