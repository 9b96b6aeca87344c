import { useState } from "react";
import { graphql } from "react-relay";
import type { AdminAnnouncementsTabCreateMutation } from "../../__generated__/AdminAnnouncementsTabCreateMutation.graphql";
import { Button } from "../../components/ui/Button";
import { useToast } from "../../components/ui/Toast";
import { errorMessage, useMutationPromise } from "../../lib/useMutationPromise";
import { POST_MESSAGES } from "../../../domain/postRules";
import { Field, Input, Muted, Toolbar } from "./adminStyles";

const escape = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
/** The form is plain text: each line becomes a paragraph of the post's HTML (sanitised again by the server). */
const paragraphs = (text: string) => text.split(/\r?\n/).map((line) => `<p>${escape(line)}</p>`).join("");

/** 공지사항: title and content required (spec 001 §5); posted as an ANNOUNCEMENT, listed on the board's 공지 tab. */
export function AdminAnnouncementsTab() {
  const toast = useToast();
  const [title, setTitle] = useState("");
  const [content, setContent] = useState("");
  const [posted, setPosted] = useState<{ databaseId: number; title: string } | null>(null);
  const [create, creating] = useMutationPromise<AdminAnnouncementsTabCreateMutation>(graphql`
    mutation AdminAnnouncementsTabCreateMutation($input: AnnouncementInput!) {
      createAnnouncement(input: $input) { __typename ... on Error { message } ... on MutationCreateAnnouncementSuccess { data { post { id databaseId title } } } }
    }
  `);
  const submit = async () => {
    if (!title.trim() || !content.trim()) return toast({ title: "공지사항 등록 실패", text: POST_MESSAGES.inputRequired, tone: "error" });
    const result = (await create({ input: { title: title.trim(), content: paragraphs(content.trim()) } })).createAnnouncement;
    const message = errorMessage(result);
    const post = result?.__typename === "MutationCreateAnnouncementSuccess" ? result.data?.post : null;
    if (message || !post) return toast({ title: "공지사항 등록 실패", text: message ?? undefined, tone: "error" });
    setPosted(post);
    setTitle("");
    setContent("");
    toast({ title: "공지사항이 등록되었습니다", tone: "success" });
  };
  return (
    <form onSubmit={(e) => { e.preventDefault(); void submit(); }} style={{ display: "grid", gap: 12 }}>
      <Field>제목<Input value={title} maxLength={100} onChange={(e) => setTitle(e.target.value)} /></Field>
      <Field>내용<textarea value={content} rows={8} onChange={(e) => setContent(e.target.value)} style={{ font: "inherit", padding: 8 }} /></Field>
      <Toolbar>
        <Button type="submit" disabled={creating}>공지사항 등록</Button>
        <Muted>커뮤니티 공지 탭에 표시됩니다.</Muted>
      </Toolbar>
      {posted ? <p role="status">등록됨: <a href={`/posts/${posted.databaseId}`}>{posted.title}</a></p> : null}
    </form>
  );
}
