import styled from "@emotion/styled";
import { bestColumns } from "../../../domain/cardComparison";
import { ToolPanel } from "./ToolPage";

export interface CompareRow {
  key: string;
  label: string;
  values: (number | null)[];
}

/** One stat per row, one card per column; the better value of each row is marked. */
export function CompareStatTable({ title, names, rows }: { title: string; names: string[]; rows: CompareRow[] }) {
  return (
    <ToolPanel aria-label={title}>
      <h2>{title}</h2>
      <Scroll>
        <table>
          <thead>
            <tr>
              <th scope="col">스탯</th>
              {names.map((n, i) => <th key={i} scope="col">{n}</th>)}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const best = bestColumns(row.values);
              return (
                <tr key={row.key}>
                  <th scope="row">{row.label}</th>
                  {row.values.map((v, i) => (
                    <td key={i} data-best={best.has(i) || undefined} aria-label={best.has(i) ? `${v} (더 높음)` : undefined}>
                      {v ?? "-"}{best.has(i) ? " ▲" : ""}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </Scroll>
    </ToolPanel>
  );
}

const Scroll = styled.div(({ theme }) => ({
  overflowX: "auto",
  fontSize: theme.fontSizes.sm,
  "& table": { width: "100%", borderCollapse: "collapse" },
  "& th, & td": { padding: theme.space(1.5, 2), borderBottom: `1px solid ${theme.colors.border}`, textAlign: "left", whiteSpace: "nowrap" },
  "& thead th": { color: theme.colors.textMuted },
  "& td[data-best]": { color: theme.colors.primary, fontWeight: theme.fontWeights.heavy },
}));
