import styled from "@emotion/styled";
import { graphql, useFragment } from "react-relay";
import type { CardFacetFilters_facets$key } from "../../__generated__/CardFacetFilters_facets.graphql";
import type { CardSearch } from "../../../domain/cardSearch";
import { FACETS, type FacetKey } from "../../../domain/cardSearchFilters";
import { programmeLabel } from "../../../domain/programmes";
import { controlSurface } from "../../components/ui/surfaces";
import { formatCount } from "../../../domain/numbers";

type Props = { facetsRef: CardFacetFilters_facets$key; search: CardSearch; onChange: (patch: Partial<CardSearch>) => void };

/** Programme, team, league and nation multi-selects with the current result's count beside each value. */
export function CardFacetFilters({ facetsRef, search, onChange }: Props) {
  // Read by key (FACETS), which the lint rule cannot follow.
  /* eslint-disable relay/unused-fields */
  const facets = useFragment(
    graphql`
      fragment CardFacetFilters_facets on CardFacets {
        className { value label count }
        team { value label count }
        league { value label count }
        nation { value label count }
      }
    `,
    facetsRef,
  );
  /* eslint-enable relay/unused-fields */
  const toggle = (key: FacetKey, value: string, on: boolean) => {
    const current = search[key] ?? [];
    const next = on ? [...current, value] : current.filter((v) => v !== value);
    onChange({ [key]: next.length ? next : undefined });
  };
  return (
    <Row aria-label="목록 필터">
      {FACETS.map(({ key, label }) => {
        const chosen = search[key] ?? [];
        // A chosen value the counts no longer list (another filter emptied it) stays visible with 0, so it can be unticked.
        const options = [...facets[key], ...chosen.filter((v) => !facets[key].some((f) => f.value === v)).map((v) => ({ value: v, label: key === "className" ? programmeLabel(v) : v, count: 0 }))];
        return (
          <Facet key={key} data-testid={`facet-${key}`}>
            <summary>{label}{chosen.length ? ` (${chosen.length})` : ""}</summary>
            <ul>
              {options.map((o) => (
                <li key={o.value}>
                  <label>
                    <input type="checkbox" checked={chosen.includes(o.value)} onChange={(e) => toggle(key, o.value, e.target.checked)} />
                    {o.label} <small>{formatCount(o.count)}</small>
                  </label>
                </li>
              ))}
              {options.length === 0 ? <li>해당 값이 없습니다</li> : null}
            </ul>
          </Facet>
        );
      })}
    </Row>
  );
}

const Row = styled.section(({ theme }) => ({ display: "flex", flexWrap: "wrap", gap: theme.space(2), marginBottom: theme.space(3) }));
const Facet = styled.details(({ theme }) => ({
  position: "relative",
  "& summary": { cursor: "pointer", padding: theme.space(1, 3), borderRadius: theme.radii.md, ...controlSurface(theme), fontSize: theme.fontSizes.sm },
  "& ul": {
    position: "absolute", zIndex: 5, minWidth: "200px", maxHeight: "320px", overflowY: "auto", marginTop: theme.space(1), padding: theme.space(2),
    listStyle: "none", borderRadius: theme.radii.md, ...controlSurface(theme),
  },
  "& label": { display: "flex", alignItems: "center", gap: theme.space(1.5), padding: theme.space(0.5, 0), fontSize: theme.fontSizes.sm, cursor: "pointer" },
  "& small": { marginLeft: "auto", color: theme.colors.textMuted },
}));
