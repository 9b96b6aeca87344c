import { Suspense, useState } from "react";
import { commitLocalUpdate, graphql, useFragment, useLazyLoadQuery, useRelayEnvironment } from "react-relay";
import type { AdminCardEditorCreateMutation } from "../../__generated__/AdminCardEditorCreateMutation.graphql";
import type { AdminCardEditorUpdateMutation } from "../../__generated__/AdminCardEditorUpdateMutation.graphql";
import type { AdminCardEditorQuery } from "../../__generated__/AdminCardEditorQuery.graphql";
import type { AdminCardEditor_card$key } from "../../__generated__/AdminCardEditor_card.graphql";
import { Button } from "../../components/ui/Button";
import { Dialog } from "../../components/ui/Dialog";
import { useToast } from "../../components/ui/Toast";
import { errorMessage, useMutationPromise } from "../../lib/useMutationPromise";
import { cardInputSchema, newCardDefaults, tabAfterSave } from "../../../domain/cardForm";
import { parseCardText } from "../../../domain/cardText";
import { parseLevelLines, printLevelLines } from "../../../domain/cardLevelText";
import type { LevelKind } from "../../../domain/cardLevelIds";
import type { AdminTab } from "./adminTabs";
import { AdminCardFields, type CardFormValues } from "./AdminCardFields";
import { IMAGE_AFTER_SAVE_FAILED, cardImageProblem, uploadCardImage } from "./cardImageUpload";
import { Field, Muted, Toolbar } from "./adminStyles";

type EditorProps = { onClose: () => void; onMoveTab: (tab: AdminTab) => void; connection: string | null };
const toValues = (card: Record<string, unknown>): CardFormValues =>
  Object.fromEntries(Object.entries(card).map(([k, v]) => [k, typeof v === "boolean" ? v : Array.isArray(v) ? v.join(", ") : v == null ? "" : String(v)]));

/** The card editor dialog: a new card with the spec's defaults, or an existing card (cardId) loaded and prefilled. */
export function AdminCardEditor({ cardId, ...props }: EditorProps & { cardId: string | null }) {
  return (
    <Dialog open onClose={props.onClose} title={cardId ? "카드 수정" : "카드 추가"}>
      <Suspense fallback={<Muted>불러오는 중…</Muted>}>
        {cardId ? <ExistingCardForm cardId={cardId} {...props} /> : <CardForm initial={toValues(newCardDefaults())} initialLevels="" card={null} {...props} />}
      </Suspense>
    </Dialog>
  );
}

// Every field feeds the form through toValues(), so the rule cannot see them read one by one.
/* eslint-disable relay/unused-fields */
const cardFragment = graphql`
  fragment AdminCardEditor_card on Card {
    id databaseId name position ovr team league nation height weight imageUrl skillBoost isNew className playerKey staminaRating
    workRateAtt workRateDef skillMoves skillMovesList leftFootRating rightFootRating isTwoFooted footPreference weakFoot
    levels { kind level ovr stats }
    pace shooting passing agilityMain defending physical acceleration sprintSpeed finishing shotPower longShots positioning penalties volleys shortPassing longPassing vision crossing curve fkAccuracy dribbling ballControl agility reactions balance composure marking defAwareness standingTackle slidingTackle interceptions headingAccuracy strength aggression jumping stamina diving handling kicking reflexes gkPositioning
  }
`;
/* eslint-enable relay/unused-fields */

function ExistingCardForm({ cardId, ...props }: EditorProps & { cardId: string }) {
  const { card: cardRef } = useLazyLoadQuery<AdminCardEditorQuery>(
    graphql`query AdminCardEditorQuery($id: ID!) { card(id: $id) { ...AdminCardEditor_card } }`,
    { id: cardId },
  );
  const card = useFragment<AdminCardEditor_card$key>(cardFragment, cardRef ?? null);
  if (!card) return <p>카드를 찾을 수 없습니다.</p>;
  const { id, databaseId, levels, ...fields } = card;
  // The 레벨 box shows the stored levels in its own line format (domain/cardLevelText.ts).
  const initialLevels = printLevelLines(levels.map((l) => ({ kind: l.kind.toLowerCase() as LevelKind, level: l.level, ovr: l.ovr, stats: l.stats })));
  return <CardForm initial={toValues(fields)} initialLevels={initialLevels} card={{ id, databaseId, isNew: card.isNew }} {...props} />;
}

type Saved = { id: string; databaseId: number };

function CardForm({ initial, initialLevels, card, onClose, onMoveTab, connection }: EditorProps & { initial: CardFormValues; initialLevels: string; card: (Saved & { isNew: boolean }) | null }) {
  const toast = useToast();
  const environment = useRelayEnvironment();
  const [values, setValues] = useState(initial);
  const [text, setText] = useState("");
  const [levelText, setLevelText] = useState(initialLevels);
  const [image, setImage] = useState<File | null>(null);
  const [create, creating] = useMutationPromise<AdminCardEditorCreateMutation>(graphql`
    mutation AdminCardEditorCreateMutation($input: CardInput!, $connections: [ID!]!) {
      createCard(input: $input) {
        __typename
        ... on Error { message }
        ... on MutationCreateCardSuccess { data { card @prependNode(connections: $connections, edgeTypeName: "QueryCardsConnectionEdge") { id databaseId ...AdminCardRow_card } } }
      }
    }
  `);
  const [update, updating] = useMutationPromise<AdminCardEditorUpdateMutation>(graphql`
    mutation AdminCardEditorUpdateMutation($id: ID!, $input: CardInput!) {
      updateCard(id: $id, input: $input) {
        __typename
        ... on Error { message }
        ... on MutationUpdateCardSuccess { data { card { id databaseId ...AdminCardRow_card ...AdminCardEditor_card } } }
      }
    }
  `);
  const verb = card ? "수정" : "등록";
  const set = (key: string, value: string | boolean) =>
    setValues((v) => (key === "isTwoFooted" && value === true ? { ...v, isTwoFooted: true, footPreference: "", weakFoot: "" } : { ...v, [key]: value }));

  const importText = () => {
    const result = parseCardText(text);
    if (!result.ok) return toast({ title: "가져오기 실패", text: result.message, tone: "error" });
    const { stats, levels, ...fields } = result.card;
    setValues((v) => ({ ...v, ...toValues({ ...fields, ...stats }) }));
    // Level lines fill the 레벨 box; a text without any leaves the box as it was.
    if (levels) setLevelText(printLevelLines(levels));
    toast({ title: "카드 정보를 불러왔습니다", text: "내용을 확인한 뒤 저장하세요.", tone: "success" });
  };
  const pickImage = (file: File | undefined) => {
    const problem = file ? cardImageProblem(file) : null;
    if (problem) toast({ title: "이미지 선택 실패", text: problem, tone: "error" });
    setImage(file && !problem ? file : null);
  };
  const send = async (input: AdminCardEditorCreateMutation["variables"]["input"]): Promise<Saved> => {
    const result = card ? (await update({ id: card.id, input })).updateCard : (await create({ input, connections: connection ? [connection] : [] })).createCard;
    const message = errorMessage(result);
    const saved = result && "data" in result ? result.data?.card : undefined;
    if (message || !saved) throw new Error(message ?? undefined);
    return saved;
  };
  // The card is saved first; a refused image leaves it saved (spec §4) and says so.
  const attachImage = async (saved: Saved) => {
    if (!image) return;
    try {
      const url = await uploadCardImage(saved.databaseId, image);
      commitLocalUpdate(environment, (store) => store.get(saved.id)?.setValue(url, "imageUrl"));
    } catch (e) {
      toast({ title: IMAGE_AFTER_SAVE_FAILED, text: e instanceof Error ? e.message : undefined, tone: "error" });
    }
  };
  const save = async () => {
    const parsed = cardInputSchema.safeParse(values);
    if (!parsed.success) return toast({ title: `카드 ${verb} 실패`, text: parsed.error.issues[0].message, tone: "error" });
    const levels = parseLevelLines(levelText);
    if (!levels.ok) return toast({ title: `카드 ${verb} 실패`, text: levels.message, tone: "error" });
    try {
      // Levels go only when the box changed: an untouched box leaves the stored levels alone.
      const saved = await send({ ...parsed.data, ...(levelText !== initialLevels ? { levels: levelText } : {}) });
      toast({ title: `카드가 ${verb}되었습니다`, tone: "success" });
      await attachImage(saved);
      const move = tabAfterSave(card ? card.isNew : null, parsed.data.isNew);
      if (move.notice && card) toast({ title: move.notice, tone: "success" });
      if (move.tab) onMoveTab(move.tab);
      onClose();
    } catch (e) {
      toast({ title: `카드 ${verb} 실패`, text: e instanceof Error ? e.message : undefined, tone: "error" });
    }
  };
  return (
    <>
      <Field>텍스트로 가져오기
        <textarea aria-label="카드 텍스트" rows={5} value={text} onChange={(e) => setText(e.target.value)} />
      </Field>
      <Toolbar><Button size="sm" variant="secondary" onClick={importText}>텍스트 불러오기</Button></Toolbar>
      <AdminCardFields values={values} set={set} />
      <Field>레벨 (랭크업·훈련, 한 줄에 하나: 랭크 3 ovr=118 pace=98)
        <textarea aria-label="카드 레벨" rows={4} value={levelText} onChange={(e) => setLevelText(e.target.value)} placeholder="랭크 1 ovr=116 pace=96" />
      </Field>
      <Field>이미지 업로드 (JPG, PNG, GIF · 1MB 이하)
        <input aria-label="카드 이미지 파일" type="file" accept="image/jpeg,image/png,image/gif" onChange={(e) => pickImage(e.target.files?.[0])} />
      </Field>
      {image ? <Muted>저장 후 업로드: {image.name}</Muted> : null}
      <Toolbar><Button onClick={save} disabled={creating || updating}>저장</Button><Button variant="ghost" onClick={onClose}>취소</Button></Toolbar>
    </>
  );
}
