import styled from "@emotion/styled";
import { graphql, useFragment } from "react-relay";
import type { AdminCardRow_card$key } from "../../__generated__/AdminCardRow_card.graphql";
import { Button } from "../../components/ui/Button";
import { ovrBadgeTier } from "../../../domain/cardForm";
import { koreanDate } from "../../../domain/time";
import { Grow, Muted, Row } from "./adminStyles";

const BADGE = { gold: "#d4a017", blue: "#3b82f6", purple: "#8b5cf6", green: "#16a34a" } as const;

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
        team
        isNew
        statsUpdatedAt
      }
    `,
    cardRef,
  );
  return (
    <Row aria-label={card.name}>
      <Badge style={{ background: BADGE[ovrBadgeTier(card.ovr)] }} aria-label={`OVR ${card.ovr}`}>{card.ovr}</Badge>
      <Grow>
        <a href={`/cards/${card.databaseId}`} target="_blank" rel="noreferrer"><strong>{card.name}</strong></a>
        <Muted>{card.position}{card.team ? ` · ${card.team}` : ""}{card.isNew ? " · NEW" : ""} · 마지막 수정 {koreanDate(String(card.statsUpdatedAt))}</Muted>
      </Grow>
      <Button size="sm" variant="secondary" onClick={() => onEdit(card.id)}>수정</Button>
      <Button size="sm" variant="ghost" onClick={() => onDelete(card.id, card.name)}>삭제</Button>
    </Row>
  );
}

const Badge = styled.span({ minWidth: 44, textAlign: "center", padding: "4px 6px", borderRadius: 6, color: "#fff", fontWeight: 800 });
