import { CARD_POSITIONS, CARD_STAT_KEYS, WORK_RATES, fieldLabel } from "../../../domain/cardForm";
import { FOOT_PREFERENCES } from "../../../domain/cardSearch";
import { PROGRAMMES } from "../../../domain/programmes";
import { Field, FormGrid, Input } from "./adminStyles";

export type CardFormValues = Record<string, string | boolean>;
const NUMBER_FIELDS = ["ovr", "height", "weight", "skillMoves", "leftFootRating", "rightFootRating", "weakFoot", "staminaRating", ...CARD_STAT_KEYS];
const TEXT_FIELDS = ["name", "team", "league", "nation", "className", "playerKey", "imageUrl", "skillBoost", "skillMovesList"];
// The catalogue's programmes as suggestions; any other text is kept as its own programme.
const PROGRAMME_LIST = "card-programmes";

/** Every editor field of a card (identity, feet, skill moves, stats); the two-footed box disables the main and weak foot. */
export function AdminCardFields({ values, set }: { values: CardFormValues; set: (key: string, value: string | boolean) => void }) {
  const twoFooted = values.isTwoFooted === true;
  const select = (key: string, options: readonly string[], empty?: string) => (
    <Field key={key}>{fieldLabel(key)}
      <select aria-label={fieldLabel(key)} disabled={key === "footPreference" && twoFooted} value={String(values[key] ?? "")} onChange={(e) => set(key, e.target.value)}>
        {empty ? <option value="">{empty}</option> : null}
        {options.map((o) => <option key={o}>{o}</option>)}
      </select>
    </Field>
  );
  return (
    <FormGrid>
      {select("position", CARD_POSITIONS)}
      {TEXT_FIELDS.map((k) => (
        <Field key={k}>{fieldLabel(k)}
          <Input aria-label={fieldLabel(k)} list={k === "className" ? PROGRAMME_LIST : undefined} placeholder={k === "playerKey" ? "비우면 이름으로 정해집니다" : undefined}
            value={String(values[k] ?? "")} onChange={(e) => set(k, e.target.value)} />
        </Field>
      ))}
      <datalist id={PROGRAMME_LIST}>{PROGRAMMES.map((p) => <option key={p.key} value={p.key}>{p.label}</option>)}</datalist>
      {select("workRateAtt", WORK_RATES)}
      {select("workRateDef", WORK_RATES)}
      {select("footPreference", FOOT_PREFERENCES, "선택")}
      <Field><span><input type="checkbox" checked={twoFooted} onChange={(e) => set("isTwoFooted", e.target.checked)} /> 양발</span></Field>
      <Field><span><input type="checkbox" checked={values.isNew === true} onChange={(e) => set("isNew", e.target.checked)} /> 신규 카드</span></Field>
      {NUMBER_FIELDS.map((k) => (
        <Field key={k}>{fieldLabel(k)}<Input aria-label={fieldLabel(k)} type="number" disabled={k === "weakFoot" && twoFooted} value={String(values[k] ?? "")} onChange={(e) => set(k, e.target.value)} /></Field>
      ))}
    </FormGrid>
  );
}
