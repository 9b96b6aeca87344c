import styled from "@emotion/styled";
import { graphql, useFragment } from "react-relay";
import type { AdminCardRow_card$key } from "../../__generated__/AdminCardRow_card.graphql";
import { Button } from "../../components/ui/Button";
import { VisuallyHidden } from "../../components/ui/VisuallyHidden";
import { ProgrammeBadge } from "../../components/cards/CardBadges";
import { ovrBadgeTier } from "../../../domain/cardForm";
import { koreanDate } from "../../../domain/time";
import { adminOvrBadgeColors } from "../../theme/tiers";
import { Grow, Muted, Row } from "./adminStyles";

/** One admin card row: OVR badge in the spec's colours, last-updated time, opens /cards/{id} in a new tab; edit and delete. */
export function AdminCardRow({ cardRef, onEdit, onDelete }: { cardRef: AdminCardRow_card$key; onEdit: (id: string) => void; onDelete: (id: string, name: string) => void }) {
  const card = useFragment(
    graphql`
      fragment AdminCardRow_card on Card {
        id
        databaseId
        name
        position
        ovr
        className
        team
        isNew
        statsUpdatedAt
      }
    `,
    cardRef,
  );
  return (
    <Row aria-label={card.name}>
      <Badge style={{ background: adminOvrBadgeColors[ovrBadgeTier(card.ovr)] }}><VisuallyHidden>OVR </VisuallyHidden>{card.ovr}</Badge>
      <Grow>
        <a href={`/cards/${card.databaseId}`} target="_blank" rel="noreferrer"><strong>{card.name}</strong></a> <ProgrammeBadge className={card.className} />
        <Muted>{card.position}{card.team ? ` · ${card.team}` : ""}{card.isNew ? " · NEW" : ""} · 마지막 수정 {koreanDate(String(card.statsUpdatedAt))}</Muted>
      </Grow>
      <Button size="sm" variant="secondary" onClick={() => onEdit(card.id)}>수정</Button>
      <Button size="sm" variant="ghost" onClick={() => onDelete(card.id, card.name)}>삭제</Button>
    </Row>
  );
}

// Dark text: white on the spec's gold, blue and green fills is under 4.5:1.
const Badge = styled.span(({ theme }) => ({ minWidth: 44, textAlign: "center", padding: "4px 6px", borderRadius: 6, color: theme.colors.background, fontWeight: 800 }));
