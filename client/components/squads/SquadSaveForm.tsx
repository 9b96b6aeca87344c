import styled from "@emotion/styled";
import { useState, type FormEvent } from "react";
import { graphql, useFragment } from "react-relay";
import { useNavigate } from "react-router-dom";
import type { SquadSaveForm_squad$key } from "../../__generated__/SquadSaveForm_squad.graphql";
import type { SquadDraft } from "../../../domain/squadCode";
import { SQUAD_MESSAGES, squadInputSchema } from "../../../domain/squads";
import { errorMessage } from "../../lib/useMutationPromise";
import { LoginPrompt } from "../account/LoginPrompt";
import { Button } from "../ui/Button";
import { PanelHead, StackPanel } from "../ui/Panel";
import { controlSurface } from "../ui/surfaces";
import { useSaveSquadMutation } from "./useSaveSquadMutation";

type SquadSaveFormProps = { draft: SquadDraft; signedIn: boolean; squadRef: SquadSaveForm_squad$key | null; editId: number | null };

const cardGlobalId = (id: number) => btoa(`Card:${id}`);

/** Name, description and visibility, saved through the same rule the server applies (domain/squads.ts). */
export function SquadSaveForm({ draft, signedIn, squadRef, editId }: SquadSaveFormProps) {
  const squad = useFragment(
    graphql`
      fragment SquadSaveForm_squad on Squad {
        id
        name
        description
        isPublic
        viewerCanEdit
      }
    `,
    squadRef,
  );
  const editing = squad?.viewerCanEdit ? squad : null;
  const [name, setName] = useState(editing?.name ?? "");
  const [description, setDescription] = useState(editing?.description ?? "");
  const [isPublic, setIsPublic] = useState(editing?.isPublic ?? true);
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const { create, update, saving } = useSaveSquadMutation();
  const navigate = useNavigate();

  const copyLink = async () => {
    await navigator.clipboard?.writeText(window.location.href).catch(() => undefined);
    setCopied(true);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = squadInputSchema.safeParse({ name, description, isPublic, ...draft });
    if (!checked.success) return setError(checked.error.issues[0].message);
    setError(null);
    const input = {
      name, description, isPublic, formation: draft.formation,
      starters: draft.starters.map((id) => (id === null ? null : cardGlobalId(id))),
      bench: draft.bench.map(cardGlobalId),
    };
    try {
      const result = editing && editId !== null
        ? (await update({ id: editing.id, input })).updateSquad
        : (await create({ input })).createSquad;
      const message = errorMessage(result);
      if (message) return setError(message);
      if (result.__typename === "MutationCreateSquadSuccess" || result.__typename === "MutationUpdateSquadSuccess") {
        if (result.data) navigate(`/squads/${result.data.squad.databaseId}`);
      }
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <StackPanel aria-label="저장과 공유">
      <PanelHead><h2>{editing ? "스쿼드 수정" : "저장과 공유"}</h2></PanelHead>
      <Button variant="secondary" size="sm" onClick={copyLink}>{copied ? "링크를 복사했습니다" : "공유 링크 복사"}</Button>
      {signedIn ? (
        <Form onSubmit={submit}>
          <label>스쿼드 이름<input value={name} onChange={(e) => setName(e.target.value)} maxLength={40} required /></label>
          <label>설명<textarea value={description} onChange={(e) => setDescription(e.target.value)} maxLength={500} rows={3} /></label>
          <label className="inline"><input type="checkbox" checked={isPublic} onChange={(e) => setIsPublic(e.target.checked)} />공개 스쿼드</label>
          {error && <p role="alert">{error}</p>}
          <Button type="submit" disabled={saving}>{editing ? "수정 저장" : "스쿼드 저장"}</Button>
        </Form>
      ) : (
        <LoginPrompt text={SQUAD_MESSAGES.loginRequired} />
      )}
    </StackPanel>
  );
}

const Form = styled.form(({ theme }) => ({
  display: "grid",
  gap: theme.space(3),
  "& label": { display: "grid", gap: theme.space(1), fontSize: theme.fontSizes.sm, color: theme.colors.textMuted },
  "& label.inline": { display: "flex", alignItems: "center", gap: theme.space(2) },
  "& input:not([type=checkbox]), & textarea": { ...controlSurface(theme), borderRadius: theme.radii.md, padding: theme.space(2, 3), fontSize: theme.fontSizes.md },
  "& [role=alert]": { color: theme.colors.danger, margin: 0 },
}));
