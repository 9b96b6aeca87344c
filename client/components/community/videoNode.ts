import { Node, mergeAttributes } from "@tiptap/react";

declare module "@tiptap/core" {
  interface Commands<ReturnType> {
    video: { setVideo: (options: { src: string }) => ReturnType };
  }
}

/** A block `<video src controls>` for uploaded videos (Tiptap has no official video node). */
export const Video = Node.create({
  name: "video",
  group: "block",
  atom: true,
  addAttributes: () => ({ src: { default: null } }),
  parseHTML: () => [{ tag: "video[src]" }],
  renderHTML: ({ HTMLAttributes }) => ["video", mergeAttributes(HTMLAttributes, { controls: "" })],
  addCommands() {
    return { setVideo: (options) => ({ commands }) => commands.insertContent({ type: this.name, attrs: options }) };
  },
});
