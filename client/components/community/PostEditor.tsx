import styled from "@emotion/styled";
import Image from "@tiptap/extension-image";
import { EditorContent, useEditor, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useRef } from "react";
import { useToast } from "../ui/Toast";
import { EDITOR_MEDIA, checkFiles, uploadFiles } from "./uploadMedia";
import { Video } from "./videoNode";

type Props = { initialHtml: string; onChange: (html: string) => void };

/**
 * The post body editor (Tiptap): paragraphs, headings, lists, quotes, bold/italic/strike, links
 * images and videos uploaded through /api/upload — exactly what server/modules/community/postContent.ts allows, so nothing the editor makes is lost
 * on the server.
 */
export function PostEditor({ initialHtml, onChange }: Props) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3] }, codeBlock: false, link: { openOnClick: false, HTMLAttributes: { rel: "noopener nofollow", target: null } } }),
      Image,
      Video,
    ],
    content: initialHtml,
    // The editable area itself is the labelled multi-line text box screen readers announce.
    editorProps: { attributes: { role: "textbox", "aria-multiline": "true", "aria-label": "내용" } },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? "" : e.getHTML()),
  });
  return (
    <Frame>
      {editor ? <Toolbar editor={editor} /> : null}
      <EditorContent editor={editor} />
    </Frame>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const chain = () => editor.chain().focus();
  const input = useRef<HTMLInputElement>(null);
  const toast = useToast();
  // Spec: image or video only, 5 MB each; invalid files are skipped with a message, the rest inserted.
  const insertMedia = async (files: File[]) => {
    const { accepted, problems } = checkFiles(files, EDITOR_MEDIA.policy, EDITOR_MEDIA.policy.maxFiles);
    if (problems.length > 0) toast({ title: "일부 파일을 건너뛰었습니다", text: problems.join(" "), tone: "error" });
    if (accepted.length === 0) return;
    try {
      const urls = await uploadFiles(EDITOR_MEDIA.endpoint, accepted);
      urls.forEach((src, i) => (accepted[i].type.startsWith("video/") ? chain().setVideo({ src }) : chain().setImage({ src })).run());
    } catch (error) {
      toast({ title: "업로드 오류", text: error instanceof Error ? error.message : undefined, tone: "error" });
    }
  };
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
      <button type="button" aria-label="이미지·동영상 삽입" title="이미지·동영상 삽입" onClick={() => input.current?.click()}>
        🖼
      </button>
      <input
        ref={input} type="file" accept="image/*,video/*" multiple hidden aria-label="본문에 넣을 이미지·동영상 선택"
        onChange={(e) => { void insertMedia([...(e.target.files ?? [])]); e.target.value = ""; }}
      />
    </Bar>
  );
}

const Frame = styled.div(({ theme }) => ({
  border: `1px solid ${theme.colors.border}`, borderRadius: theme.radii.sm, background: theme.colors.surface,
  "& .tiptap": { minHeight: "240px", padding: theme.space(3), outline: "none", lineHeight: theme.lineHeights.body },
  "& .tiptap img": { maxWidth: "100%" },
  "& .tiptap ul, & .tiptap ol": { paddingLeft: theme.space(6) },
  "& .tiptap blockquote": { borderLeft: `3px solid ${theme.colors.border}`, paddingLeft: theme.space(3) },
}));
const Bar = styled.div(({ theme }) => ({
  display: "flex", flexWrap: "wrap", gap: theme.space(1), padding: theme.space(2), borderBottom: `1px solid ${theme.colors.border}`,
  "& button": { minWidth: "32px", height: "32px", borderRadius: theme.radii.sm, border: `1px solid ${theme.colors.border}`, background: theme.colors.surfaceRaised, color: theme.colors.text, cursor: "pointer" },
}));
