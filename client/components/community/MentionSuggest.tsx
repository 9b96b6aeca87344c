import styled from "@emotion/styled";
import { useId, useState, type CSSProperties } from "react";
import { useMentionSuggestions, type MentionCandidate } from "./useMentionSuggestions";

export type { MentionCandidate };

export interface MentionPicker {
  open: boolean;
  members: MentionCandidate[];
  active: number;
  listId: string;
  optionId: (index: number) => string;
  /** Handles ↑ ↓ Enter Tab Esc while the list is open; true when the key was used (the caller prevents its default). */
  onKey: (event: { key: string; isComposing?: boolean }) => boolean;
  pick: (member: MentionCandidate) => void;
}

/**
 * The @mention list's state for a text box (CommentForm) or the post editor: the members for the
 * query being typed, the highlighted one, and the keys that move and pick. Escape hides the list
 * until the query changes.
 */
export function useMentionPicker(query: string | null, onPick: (member: MentionCandidate) => void): MentionPicker {
  const members = useMentionSuggestions(query);
  const listId = useId();
  const [highlight, setHighlight] = useState<{ members: MentionCandidate[]; index: number }>({ members, index: 0 });
  const [dismissed, setDismissed] = useState<string | null>(null);
  // A new list starts on its first member.
  const active = highlight.members === members ? highlight.index : 0;
  const open = members.length > 0 && dismissed !== query;
  const move = (step: number) => setHighlight({ members, index: (active + step + members.length) % members.length });
  return {
    open,
    members,
    active,
    listId,
    optionId: (index) => `${listId}-${index}`,
    onKey: ({ key, isComposing }) => {
      if (!open || isComposing) return false;
      if (key === "ArrowDown") move(1);
      else if (key === "ArrowUp") move(-1);
      else if (key === "Enter" || key === "Tab") onPick(members[active]);
      else if (key === "Escape") setDismissed(query);
      else return false;
      return true;
    },
    pick: onPick,
  };
}

/**
 * The suggestion list. Options take no focus (mousedown is cancelled) so the caret stays where it
 * was in the text box or editor; the box points at the highlighted option (aria-activedescendant).
 */
export function MentionList({ picker, style }: { picker: MentionPicker; style?: CSSProperties }) {
  if (!picker.open) return null;
  return (
    <List id={picker.listId} role="listbox" aria-label="언급할 회원" style={style}>
      {picker.members.map((m, i) => (
        <li
          key={m.id} id={picker.optionId(i)} role="option" aria-selected={i === picker.active}
          onMouseDown={(e) => e.preventDefault()} onClick={() => picker.pick(m)}
        >
          <span>@{m.name}</span>
          <small aria-hidden="true">{m.level}</small>
        </li>
      ))}
    </List>
  );
}

/** The props that tie a text box to the list (ARIA 1.2 autocomplete on a textbox). */
export function mentionBoxProps(picker: MentionPicker) {
  return {
    "aria-autocomplete": "list" as const,
    "aria-controls": picker.open ? picker.listId : undefined,
    "aria-activedescendant": picker.open ? picker.optionId(picker.active) : undefined,
  };
}

const List = styled.ul(({ theme }) => ({
  position: "absolute",
  zIndex: theme.zIndices.header - 1,
  width: "min(260px, 100%)",
  maxHeight: "240px",
  overflowY: "auto",
  margin: 0,
  padding: theme.space(1),
  listStyle: "none",
  background: theme.colors.surfaceRaised,
  border: `1px solid ${theme.colors.borderStrong}`,
  borderRadius: theme.radii.md,
  boxShadow: theme.shadows.overlay,
  "& li": {
    display: "flex", justifyContent: "space-between", alignItems: "center", gap: theme.space(2),
    minHeight: "40px", padding: theme.space(2, 3), borderRadius: theme.radii.sm, cursor: "pointer", color: theme.colors.text,
  },
  "& li[aria-selected='true']": { background: theme.colors.surfaceHover, outline: `2px solid ${theme.colors.focus}`, outlineOffset: "-2px" },
  "& small": { color: theme.colors.textSubtle, fontSize: theme.fontSizes.xs, whiteSpace: "nowrap" },
}));
