import styled from "@emotion/styled";
import Image from "@tiptap/extension-image";
import { EditorContent, useEditor, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import type { EditorView } from "@tiptap/pm/view";
import { useEffect, useRef, useState } from "react";
import { useToast } from "../ui/Toast";
import { filesOf, insertMediaItems } from "./editorMedia";
import { EDITOR_MEDIA, checkFiles, uploadFilesWithProgress } from "./uploadMedia";
import { Video } from "./videoNode";
import { controlSurface } from "../ui/surfaces";
import { MentionNode, useEditorMentions, type EditorMentionHandlers } from "./editorMentions";

type Props = { initialHtml: string; onChange: (html: string) => void };

/**
 * The post body editor (Tiptap): paragraphs, headings, lists, quotes, bold/italic/strike, links
 * images and videos uploaded through /api/upload — exactly what server/modules/community/postContent.ts allows, so nothing the editor makes is lost
 * on the server.
 */
export function PostEditor({ initialHtml, onChange }: Props) {
  const toast = useToast();
  const [progress, setProgress] = useState<number | null>(null);
  // The editor's paste and drop handlers are fixed at creation; they call the current uploader through this.
  const upload = useRef<(files: File[], at?: number) => void>(() => {});
  // Likewise the @mention list's keys and typing after a pick (editorMentions.tsx), and the frame it is placed in.
  const mentionHandlers = useRef<EditorMentionHandlers>({ keyDown: () => false, textInput: () => false });
  const frame = useRef<HTMLDivElement>(null);
  // Fixed at creation: tiptap's useEditor compares these on every render and, when any differs (a
  // new extensions array, a new editorProps object, the HTML typed so far as `content`), resets the
  // view's props — between a keystroke and ProseMirror reading it, which dropped the space typed
  // after a mention under load. The handlers reach current values through refs.
  const [config] = useState(() => ({
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3] }, codeBlock: false, link: { openOnClick: false, HTMLAttributes: { rel: "noopener nofollow", target: null } } }),
      Image,
      Video,
      MentionNode,
    ],
    content: initialHtml,
    editorProps: {
      // The editable area itself is the labelled multi-line text box screen readers announce.
      attributes: { role: "textbox", "aria-multiline": "true", "aria-label": "내용" },
      handleKeyDown: (_view: EditorView, event: KeyboardEvent) => mentionHandlers.current.keyDown(event),
      handleTextInput: (view: EditorView, from: number, to: number, text: string) => mentionHandlers.current.textInput(view, from, to, text),
      handlePaste: (_view: EditorView, event: ClipboardEvent) => {
        const files = filesOf(event.clipboardData);
        if (files.length === 0) return false;
        upload.current(files);
        return true;
      },
      handleDrop: (view: EditorView, event: DragEvent) => {
        const files = filesOf(event.dataTransfer);
        if (files.length === 0) return false;
        event.preventDefault();
        upload.current(files, view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos);
        return true;
      },
    },
  }));
  const editor = useEditor({ ...config, onUpdate: ({ editor: e }) => onChange(e.isEmpty ? "" : e.getHTML()) });
  // Spec: image or video only, 5 MB each; invalid files are skipped with a message, the rest inserted in order.
  useEffect(() => {
    upload.current = (files, at) => {
      if (!editor) return;
      // A wrong file is reported even while an earlier upload is still running.
      const { accepted, problems } = checkFiles(files, EDITOR_MEDIA.policy, EDITOR_MEDIA.policy.maxFiles);
      if (problems.length > 0) toast({ title: "일부 파일을 건너뛰었습니다", text: problems.join(" "), tone: "error" });
      if (accepted.length === 0 || progress !== null) return;
      setProgress(0);
      uploadFilesWithProgress(EDITOR_MEDIA.endpoint, accepted, setProgress)
        .then((urls) => insertMediaItems(editor, urls.map((src, i) => ({ src, video: accepted[i].type.startsWith("video/") })), at))
        .catch((error: unknown) => toast({ title: "업로드 오류", text: error instanceof Error ? error.message : undefined, tone: "error" }))
        .finally(() => setProgress(null));
    };
  });
  const mentionList = useEditorMentions(editor, frame, mentionHandlers);
  return (
    <Frame ref={frame}>
      {editor ? <Toolbar editor={editor} uploading={progress !== null} onFiles={(files) => upload.current(files)} /> : null}
      {progress !== null ? <Progress max={100} value={progress} aria-label="본문 미디어 업로드 진행률" /> : null}
      <EditorContent editor={editor} />
      {mentionList}
    </Frame>
  );
}

function Toolbar({ editor, uploading, onFiles }: { editor: Editor; uploading: boolean; onFiles: (files: File[]) => void }) {
  const chain = () => editor.chain().focus();
  const input = useRef<HTMLInputElement>(null);
  const addLink = () => {
    const url = window.prompt("링크 주소를 입력하세요 (https://...)");
    if (url === null) return;
    if (url === "") chain().unsetLink().run();
    else chain().setLink({ href: url }).run();
  };
  const tools: [string, string, () => void][] = [
    ["B", "굵게", () => chain().toggleBold().run()],
    ["I", "기울임", () => chain().toggleItalic().run()],
    ["S", "취소선", () => chain().toggleStrike().run()],
    ["H2", "H2 소제목", () => chain().toggleHeading({ level: 2 }).run()],
    ["•", "글머리 목록", () => chain().toggleBulletList().run()],
    ["1.", "1. 번호 목록", () => chain().toggleOrderedList().run()],
    ["❝", "인용", () => chain().toggleBlockquote().run()],
    ["🔗", "링크", addLink],
  ];
  return (
    <Bar role="toolbar" aria-label="서식">
      {tools.map(([text, label, run]) => (
        <button key={label} type="button" aria-label={label} title={label} onClick={run}>
          {text}
        </button>
      ))}
      <button type="button" aria-label="이미지·동영상 삽입" title="이미지·동영상 삽입" disabled={uploading} onClick={() => input.current?.click()}>
        🖼
      </button>
      <input
        ref={input} type="file" accept="image/*,video/*" multiple hidden aria-label="본문에 넣을 이미지·동영상 선택"
        onChange={(e) => { onFiles([...(e.target.files ?? [])]); e.target.value = ""; }}
      />
    </Bar>
  );
}

const Frame = styled.div(({ theme }) => ({
  ...controlSurface(theme), borderRadius: theme.radii.sm, position: "relative",
  "& .tiptap": { minHeight: "240px", padding: theme.space(3), outline: "none", lineHeight: theme.lineHeights.body },
  "& .tiptap img": { maxWidth: "100%" },
  "& .tiptap a[data-mention]": { color: theme.colors.primary, textDecoration: "none", fontWeight: theme.fontWeights.medium },
  "& .tiptap ul, & .tiptap ol": { paddingLeft: theme.space(6) },
  "& .tiptap blockquote": { borderLeft: `3px solid ${theme.colors.border}`, paddingLeft: theme.space(3) },
}));
const Progress = styled.progress({ display: "block", width: "100%", height: "6px" });
const Bar = styled.div(({ theme }) => ({
  display: "flex", flexWrap: "wrap", gap: theme.space(1), padding: theme.space(2), borderBottom: `1px solid ${theme.colors.border}`,
  "& button": { minWidth: "32px", height: "32px", borderRadius: theme.radii.sm, border: `1px solid ${theme.colors.border}`, background: theme.colors.surfaceRaised, color: theme.colors.text, cursor: "pointer" },
}));
