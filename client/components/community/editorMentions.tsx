import { Node, type Editor } from "@tiptap/react";
import type { EditorView } from "@tiptap/pm/view";
import { useEffect, useRef, useState, type CSSProperties, type RefObject } from "react";
import { activeMentionQuery, mentionHref } from "../../../domain/mentions";
import { MentionList, useMentionPicker } from "./MentionSuggest";

/**
 * A mention in the post editor: one inline atom (the caret steps over it, Backspace removes it
 * whole), stored as `<a href="/users/12" data-mention="12">@밥</a>` — the one link shape with
 * `data-mention` the server's sanitizer keeps (server/modules/community/postContent.ts).
 */
export const MentionNode = Node.create({
  name: "mention",
  group: "inline",
  inline: true,
  atom: true,
  selectable: false,
  addAttributes: () => ({
    id: { default: null, parseHTML: (el) => Number(el.getAttribute("data-mention")) || null, renderHTML: () => ({}) },
    label: { default: "", parseHTML: (el) => (el.textContent ?? "").replace(/^@/, ""), renderHTML: () => ({}) },
  }),
  // Ahead of the link mark's `a[href]` rule (priority 50).
  parseHTML: () => [{ tag: "a[data-mention]", priority: 100 }],
  renderHTML: ({ node }) => ["a", { href: mentionHref(node.attrs.id as number), "data-mention": String(node.attrs.id) }, `@${node.attrs.label as string}`],
  renderText: ({ node }) => `@${node.attrs.label as string}`,
});

/**
 * The editor's handlers the mention list answers (PostEditor's props, fixed at creation, call them):
 * keys while the list is open, and text typed right after a pick.
 */
export interface EditorMentionHandlers {
  keyDown: (event: KeyboardEvent) => boolean;
  /**
   * Text typed at once after a picked member must go after the space the pick put there. Under load
   * Chromium sometimes puts the first typed character over that space (the text node holding only
   * it, right after the uneditable mention, is replaced rather than extended), and ProseMirror reads
   * the DOM change as that replacement: the member's name ran into the next word. Reported here as
   * text input over exactly that space, it is put after it instead.
   */
  textInput: (view: EditorView, from: number, to: number, text: string) => boolean;
}

type Typing = { query: string; from: number; to: number; at: CSSProperties };

/** The `@query` right before the caret in the editor, with where to show the list (under the `@`, inside the frame). */
function typingAt(editor: Editor, frame: HTMLElement | null): Typing | null {
  const { $from, empty } = editor.state.selection;
  if (!empty || !editor.isFocused || !$from.parent.isTextblock) return null;
  const before = $from.parent.textBetween(0, $from.parentOffset, undefined, "\ufffc");
  const typed = activeMentionQuery(before);
  if (!typed?.query || !frame) return null;
  const from = $from.pos - (before.length - typed.at);
  const coords = editor.view.coordsAtPos(from);
  const box = frame.getBoundingClientRect();
  const left = Math.max(0, Math.min(coords.left - box.left, box.width - 260));
  return { query: typed.query, from, to: $from.pos, at: { top: coords.bottom - box.top + 4, left } };
}

/**
 * The editor's @mention list: follows the caret, takes ↑ ↓ Enter Tab Esc through `keysRef` (the
 * editor's key handler, fixed when the editor was made, calls it), and puts the picked member in
 * as a MentionNode plus a space, the caret after it, so typing goes on where it was.
 */
export function useEditorMentions(editor: Editor | null, frame: RefObject<HTMLElement | null>, handlersRef: RefObject<EditorMentionHandlers>) {
  const [typing, setTyping] = useState<Typing | null>(null);
  // Where the space after the member just picked is, until the caret leaves it or something is typed.
  const spaceAfterPick = useRef<number | null>(null);
  useEffect(() => {
    if (!editor) return;
    const update = () => {
      if (spaceAfterPick.current !== null && editor.state.selection.head !== spaceAfterPick.current + 1) spaceAfterPick.current = null;
      const next = typingAt(editor, frame.current);
      setTyping((prev) => (prev?.query === next?.query && prev?.from === next?.from && prev?.to === next?.to ? prev : next));
    };
    editor.on("transaction", update);
    editor.on("blur", update);
    return () => {
      editor.off("transaction", update);
      editor.off("blur", update);
    };
  }, [editor, frame]);
  const picker = useMentionPicker(typing?.query ?? null, (member) => {
    if (!editor || !typing) return;
    // The caret goes right after the space (the atom is one position, the space another), whatever
    // selection the insert would leave; focus last, so it cannot bring back the selection from before.
    editor
      .chain()
      .insertContentAt({ from: typing.from, to: typing.to }, [{ type: "mention", attrs: { id: member.id, label: member.name } }, { type: "text", text: " " }])
      .setTextSelection(typing.from + 2)
      .focus()
      .run();
    spaceAfterPick.current = typing.from + 1;
  });
  useEffect(() => {
    handlersRef.current = {
      keyDown: (event) => {
        if (!picker.onKey({ key: event.key, isComposing: event.isComposing })) return false;
        event.preventDefault();
        return true;
      },
      textInput: (view, from, to, text) => {
        const space = spaceAfterPick.current;
        spaceAfterPick.current = null;
        if (space === null || from !== space || to !== space + 1 || view.state.doc.textBetween(from, to) !== " ") return false;
        view.dispatch(view.state.tr.insertText(text, to).scrollIntoView());
        return true;
      },
    };
  });
  return typing ? <MentionList picker={picker} style={typing.at} /> : null;
}
