import { graphql, readInlineData } from "react-relay";
import type { squadCard_card$key } from "../../__generated__/squadCard_card.graphql";
import type { SquadCard } from "../../../domain/squadFigures";

/** What the builder, the squad page and the picker read of a card (figures and the pitch). */
export type BuilderCard = SquadCard & { databaseId: number; name: string; imageUrl: string | null };

const fragment = graphql`
  fragment squadCard_card on Card @inline {
    databaseId
    name
    position
    ovr
    imageUrl
    team
    league
    nation
    className
    pace
    shooting
    passing
    agilityMain
    defending
    physical
  }
`;

/** The card as the figures read it (a field the schema may omit reads as unknown). */
export function readSquadCard(ref: squadCard_card$key): BuilderCard {
  const c = readInlineData(fragment, ref);
  return {
    databaseId: c.databaseId, name: c.name, position: c.position, ovr: c.ovr, imageUrl: c.imageUrl ?? null,
    team: c.team ?? null, league: c.league ?? null, nation: c.nation ?? null, className: c.className ?? null,
    pace: c.pace ?? null, shooting: c.shooting ?? null, passing: c.passing ?? null, agilityMain: c.agilityMain ?? null,
    defending: c.defending ?? null, physical: c.physical ?? null,
  };
}
