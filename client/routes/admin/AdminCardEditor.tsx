import { useState } from "react";
import { graphql } from "react-relay";
import type { AdminCardEditorCreateMutation } from "../../__generated__/AdminCardEditorCreateMutation.graphql";
import { Button } from "../../components/ui/Button";
import { Dialog } from "../../components/ui/Dialog";
import { useToast } from "../../components/ui/Toast";
import { errorMessage, useMutationPromise } from "../../lib/useMutationPromise";
import { CARD_POSITIONS, CARD_STAT_KEYS, cardInputSchema, fieldLabel, newCardDefaults, tabAfterSave, type CardInput } from "../../../domain/cardForm";
import { parseCardText } from "../../../domain/cardText";
import type { AdminTab } from "./adminTabs";
import { Field, FormGrid, Input, Toolbar } from "./adminStyles";

type Values = Record<string, string | boolean>;
const NUMBER_FIELDS = ["ovr", "height", "weight", "skillMoves", "leftFootRating", "rightFootRating", "weakFoot", "staminaRating", ...CARD_STAT_KEYS];
const TEXT_FIELDS = ["name", "team", "league", "nation", "className", "imageUrl", "skillBoost"];
const toValues = (card: CardInput): Values =>
  Object.fromEntries(Object.entries(card).map(([k, v]) => [k, typeof v === "boolean" ? v : Array.isArray(v) ? v.join(", ") : v === null ? "" : String(v)]));

/** The card editor for a new card: every field with the spec's defaults, and the text importer that fills it for review. */
export function AdminCardEditor({ open, onClose, onMoveTab, connection }: { open: boolean; onClose: () => void; onMoveTab: (tab: AdminTab) => void; connection: string | null }) {
  const toast = useToast();
  const [values, setValues] = useState<Values>(() => toValues(newCardDefaults()));
  const [text, setText] = useState("");
  const [create, saving] = useMutationPromise<AdminCardEditorCreateMutation>(graphql`
    mutation AdminCardEditorCreateMutation($input: CardInput!, $connections: [ID!]!) {
      createCard(input: $input) {
        __typename
        ... on Error { message }
        ... on MutationCreateCardSuccess { data { card @prependNode(connections: $connections, edgeTypeName: "QueryCardsConnectionEdge") { id ...AdminCardRow_card } } }
      }
    }
  `);
  const set = (key: string, value: string | boolean) =>
    setValues((v) => (key === "isTwoFooted" && value === true ? { ...v, isTwoFooted: true, footPreference: "", weakFoot: "" } : { ...v, [key]: value }));

  const importText = () => {
    const result = parseCardText(text);
    if (!result.ok) return toast({ title: "가져오기 실패", text: result.message, tone: "error" });
    const { stats, ...fields } = result.card;
    const merged: Values = { ...values };
    for (const [k, v] of Object.entries({ ...fields, ...stats })) merged[k] = typeof v === "boolean" ? v : v === null ? "" : String(v);
    setValues(merged);
    toast({ title: "카드 정보를 불러왔습니다", text: "내용을 확인한 뒤 저장하세요.", tone: "success" });
  };
  const save = async () => {
    const parsed = cardInputSchema.safeParse(values);
    if (!parsed.success) return toast({ title: "카드 등록 실패", text: parsed.error.issues[0].message, tone: "error" });
    try {
      const result = (await create({ input: parsed.data, connections: connection ? [connection] : [] })).createCard;
      const message = errorMessage(result);
      if (message) throw new Error(message);
      toast({ title: "카드가 등록되었습니다", tone: "success" });
      const move = tabAfterSave(null, parsed.data.isNew);
      if (move.tab) onMoveTab(move.tab);
      setValues(toValues(newCardDefaults()));
      onClose();
    } catch (e) {
      toast({ title: "카드 등록 실패", text: e instanceof Error ? e.message : undefined, tone: "error" });
    }
  };
  return (
    <Dialog open={open} onClose={onClose} title="카드 추가">
      <Field>텍스트로 가져오기
        <textarea aria-label="카드 텍스트" rows={5} value={text} onChange={(e) => setText(e.target.value)} />
      </Field>
      <Toolbar><Button size="sm" variant="secondary" onClick={importText}>텍스트 불러오기</Button></Toolbar>
      <FormGrid>
        <Field>포지션
          <select aria-label="포지션" value={String(values.position)} onChange={(e) => set("position", e.target.value)}>
            {CARD_POSITIONS.map((p) => <option key={p}>{p}</option>)}
          </select>
        </Field>
        {TEXT_FIELDS.map((k) => <Field key={k}>{fieldLabel(k)}<Input aria-label={fieldLabel(k)} value={String(values[k] ?? "")} onChange={(e) => set(k, e.target.value)} /></Field>)}
        <Field>공격 적극성<select aria-label="공격 적극성" value={String(values.workRateAtt)} onChange={(e) => set("workRateAtt", e.target.value)}>{["높음", "보통", "낮음"].map((w) => <option key={w}>{w}</option>)}</select></Field>
        <Field>수비 적극성<select aria-label="수비 적극성" value={String(values.workRateDef)} onChange={(e) => set("workRateDef", e.target.value)}>{["높음", "보통", "낮음"].map((w) => <option key={w}>{w}</option>)}</select></Field>
        <Field>주발<select aria-label="주발" disabled={values.isTwoFooted === true} value={String(values.footPreference ?? "")} onChange={(e) => set("footPreference", e.target.value)}><option value="">선택</option><option>왼발</option><option>오른발</option></select></Field>
        <Field><span><input type="checkbox" checked={values.isTwoFooted === true} onChange={(e) => set("isTwoFooted", e.target.checked)} /> 양발</span></Field>
        <Field><span><input type="checkbox" checked={values.isNew === true} onChange={(e) => set("isNew", e.target.checked)} /> 신규 카드</span></Field>
        {NUMBER_FIELDS.map((k) => (
          <Field key={k}>{fieldLabel(k)}<Input aria-label={fieldLabel(k)} type="number" disabled={k === "weakFoot" && values.isTwoFooted === true} value={String(values[k] ?? "")} onChange={(e) => set(k, e.target.value)} /></Field>
        ))}
      </FormGrid>
      <Toolbar><Button onClick={save} disabled={saving}>저장</Button><Button variant="ghost" onClick={onClose}>취소</Button></Toolbar>
    </Dialog>
  );
}
