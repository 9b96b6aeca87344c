import { useState } from "react";
import { graphql, useFragment } from "react-relay";
import type { ReviewForm_review$key } from "../../__generated__/ReviewForm_review.graphql";
import { FORMATION_NAMES } from "../../../domain/formations";
import { POSITION_BREAK_OPTIONS } from "../../../domain/positions";
import { REVIEW_RATING_KEYS, formatRating, overallRating, type ReviewRatingKey } from "../../../domain/rating";
import { REVIEW_MESSAGES } from "../../../domain/reviewMessages";
import { reviewInputSchema } from "../../../domain/reviews";
import { Button } from "../ui/Button";
import { Field, FormGrid, Hint, Overall, RatingGrid, Select, TextArea } from "./ReviewForm.styles";
import { useToast } from "../ui/Toast";
import { useCreateReviewMutation } from "./useCreateReviewMutation";
import { useUpdateReviewMutation } from "./useUpdateReviewMutation";

type Ratings = Record<ReviewRatingKey, number>;
const EMPTY: Ratings = { paceRating: 0, shootingRating: 0, passingRating: 0, agilityRating: 0, defenseRating: 0, physicalRating: 0 };

type Props = {
  cardId: string;
  /** The card's 랭크 levels the reviewer may say they played at; none: no level field. */
  rankLevels?: readonly number[];
  /** Edit mode when given: the form is prefilled and saves with updateReview. */
  reviewRef?: ReviewForm_review$key | null;
  isLoggedIn: boolean;
  /** Create mode: the card's review lists the new review is prepended to. */
  connections?: string[];
  /** Create mode: the viewer already has a review of this card, which the new one replaces. */
  replacesPrevious?: boolean;
  onSaved?: () => void;
};

/** Create/edit a card review: six ratings, formation, position break, text; overall shown live. */
export function ReviewForm({ cardId, rankLevels = [], reviewRef, isLoggedIn, connections = [], replacesPrevious = false, onSaved }: Props) {
  const toast = useToast();
  const review = useFragment(
    graphql`
      fragment ReviewForm_review on Review {
        id
        paceRating
        shootingRating
        passingRating
        agilityRating
        defenseRating
        physicalRating
        formation
        positionBreak
        level
        reviewText
      }
    `,
    reviewRef ?? null,
  );
  const initialRatings: Ratings = review
    ? { paceRating: review.paceRating, shootingRating: review.shootingRating, passingRating: review.passingRating, agilityRating: review.agilityRating, defenseRating: review.defenseRating, physicalRating: review.physicalRating }
    : EMPTY;
  const [ratings, setRatings] = useState<Ratings>(initialRatings);
  const [formation, setFormation] = useState(review?.formation ?? "");
  const [positionBreak, setPositionBreak] = useState(review?.positionBreak ?? "");
  const [text, setText] = useState(review?.reviewText ?? "");
  const [level, setLevel] = useState(review?.level != null ? String(review.level) : "");
  const [create, creating] = useCreateReviewMutation();
  const [update, updating] = useUpdateReviewMutation();
  const editing = review != null;
  const complete = REVIEW_RATING_KEYS.every(({ key }) => ratings[key] > 0);

  const reset = () => {
    setRatings(EMPTY);
    setFormation("");
    setPositionBreak("");
    setText("");
    setLevel("");
  };

  const submit = async () => {
    if (!isLoggedIn) return toast({ title: REVIEW_MESSAGES.loginRequiredTitle, text: REVIEW_MESSAGES.loginRequired, tone: "error" });
    const parsed = reviewInputSchema.safeParse({ ...ratings, formation, positionBreak, reviewText: text, level: level === "" ? null : Number(level) });
    if (!parsed.success) {
      const message = parsed.error.issues[0].message;
      const title = message === REVIEW_MESSAGES.formationRequired ? REVIEW_MESSAGES.formationRequiredTitle : message === REVIEW_MESSAGES.ratingsRequired ? REVIEW_MESSAGES.ratingsRequiredTitle : REVIEW_MESSAGES.createFailed;
      return toast({ title, text: message, tone: "error" });
    }
    const input = parsed.data;
    const failTitle = editing ? REVIEW_MESSAGES.updateFailed : REVIEW_MESSAGES.createFailed;
    try {
      const result = review
        ? (await update({ id: review.id, input })).updateReview
        : (await create({ cardId, input, connections })).createReview;
      if (result.__typename === "MutationCreateReviewSuccess" || result.__typename === "MutationUpdateReviewSuccess") {
        toast({ title: editing ? REVIEW_MESSAGES.updated : REVIEW_MESSAGES.created, tone: "success" });
        if (!editing) reset();
        onSaved?.();
      } else {
        toast({ title: failTitle, text: result.__typename === "%other" ? undefined : result.message, tone: "error" });
      }
    } catch {
      toast({ title: failTitle, text: editing ? REVIEW_MESSAGES.updateError : REVIEW_MESSAGES.createError, tone: "error" });
    }
  };

  return (
    <FormGrid
      aria-label={editing ? "리뷰 수정" : "리뷰 작성"}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <RatingGrid>
        {REVIEW_RATING_KEYS.map(({ key, label }) => (
          <Field key={key}>
            <span>{label}</span>
            <Select aria-label={`${label} 평점`} value={ratings[key]} onChange={(e) => setRatings({ ...ratings, [key]: Number(e.target.value) })}>
              <option value={0}>선택</option>
              {Array.from({ length: 10 }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>{n}</option>
              ))}
            </Select>
          </Field>
        ))}
      </RatingGrid>
      <Overall aria-live="polite">
        종합 평점 <strong data-testid="review-form-overall">{complete ? formatRating(overallRating(ratings)) : "-"}</strong> / 10
      </Overall>
      <Field>
        <span>포메이션</span>
        <Select aria-label="포메이션" value={formation} onChange={(e) => setFormation(e.target.value)}>
          <option value="">포메이션 선택</option>
          {FORMATION_NAMES.map((f) => <option key={f} value={f}>{f}</option>)}
        </Select>
      </Field>
      <Field>
        <span>포지션 변경 (선택)</span>
        <Select aria-label="포지션 변경" value={positionBreak} onChange={(e) => setPositionBreak(e.target.value)}>
          <option value="">원래 포지션</option>
          {POSITION_BREAK_OPTIONS.map((p) => <option key={p} value={p}>{p}</option>)}
        </Select>
      </Field>
      {rankLevels.length > 0 || level !== "" ? (
        <Field>
          <span>플레이한 랭크 (선택)</span>
          <Select aria-label="플레이한 랭크" value={level} onChange={(e) => setLevel(e.target.value)}>
            <option value="">선택 안 함</option>
            {[...new Set([...rankLevels.map(String), ...(level ? [level] : [])])].map((n) => <option key={n} value={n}>랭크 {n}</option>)}
          </Select>
        </Field>
      ) : null}
      <Field>
        <span>리뷰 내용 (선택)</span>
        <TextArea aria-label="리뷰 내용" rows={4} value={text} onChange={(e) => setText(e.target.value)} placeholder="실제로 사용해 본 느낌을 남겨주세요" />
      </Field>
      {!editing && replacesPrevious ? <Hint role="note">{REVIEW_MESSAGES.replacesPrevious}</Hint> : null}
      <Button type="submit" disabled={creating || updating}>{editing ? "리뷰 수정" : "리뷰 등록"}</Button>
    </FormGrid>
  );
}
