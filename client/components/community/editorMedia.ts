import { TextSelection } from "@tiptap/pm/state";
import type { Editor } from "@tiptap/react";

/** One uploaded file, ready for the body: an image or a video node. */
export interface MediaItem {
  src: string;
  video: boolean;
}

/**
 * Inserts every item, in order, at `at` (a drop point) or the cursor, in one undo step, then puts
 * a text cursor right after the last one: inserting leaves the media node selected, and the next
 * keystroke would replace it.
 */
export function insertMediaItems(editor: Editor, items: readonly MediaItem[], at?: number) {
  if (items.length === 0) return;
  const nodes = items.map((item) => (item.video ? { type: "video", attrs: { src: item.src } } : { type: "image", attrs: { src: item.src } }));
  editor
    .chain()
    .focus()
    .insertContentAt(at ?? editor.state.selection, nodes)
    .command(({ tr, state }) => {
      const end = tr.selection.to;
      const next = tr.doc.nodeAt(end);
      if (!next?.isTextblock) tr.insert(end, state.schema.nodes.paragraph.create());
      tr.setSelection(TextSelection.create(tr.doc, end + 1)).scrollIntoView();
      return true;
    })
    .run();
}

/** The files carried by a paste or drop (none when it carries only text or markup); the picker's checks sort them. */
export function filesOf(data: DataTransfer | null): File[] {
  return data ? [...data.files] : [];
}
