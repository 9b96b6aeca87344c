import { z } from "zod";
import { formationByName, type Formation } from "./formations";

export const STARTERS = 11;
export const BENCH_MAX = 7;
const SQUAD_NAME_MAX = 40;
const SQUAD_DESCRIPTION_MAX = 500;
const SQUAD_COMMENT_MAX = 1000;
/** Squads listed per page on /squads. */
export const SQUAD_PAGE = 20;

/** Korean messages of the squad builder, shared by its forms and the server. */
export const SQUAD_MESSAGES = {
  loginRequired: "스쿼드를 저장하려면 로그인이 필요합니다.",
  likeLoginRequired: "좋아요를 누르려면 로그인이 필요합니다.",
  commentLoginRequired: "댓글을 작성하려면 로그인이 필요합니다.",
  nameRequired: "스쿼드 이름을 입력해주세요.",
  nameTooLong: `스쿼드 이름은 ${SQUAD_NAME_MAX}자 이하로 입력해주세요.`,
  descriptionTooLong: `설명은 ${SQUAD_DESCRIPTION_MAX}자 이하로 입력해주세요.`,
  unknownFormation: "알 수 없는 포메이션입니다.",
  wrongStarterCount: `선발 명단은 ${STARTERS}자리여야 합니다.`,
  benchTooLong: `후보는 최대 ${BENCH_MAX}명까지 넣을 수 있습니다.`,
  badCardId: "카드 번호가 올바르지 않습니다.",
  duplicateCard: "같은 카드를 두 번 넣을 수 없습니다.",
  unknownCard: "존재하지 않는 카드가 포함되어 있습니다.",
  emptySquad: "선수를 한 명 이상 배치해주세요.",
  notFound: "스쿼드를 찾을 수 없습니다.",
  editForbidden: "본인이 만든 스쿼드만 수정할 수 있습니다.",
  deleteForbidden: "본인이 만든 스쿼드만 삭제할 수 있습니다.",
  commentRequired: "댓글 내용을 입력해주세요.",
  commentTooLong: `댓글은 ${SQUAD_COMMENT_MAX}자 이하로 입력해주세요.`,
  commentNotFound: "댓글을 찾을 수 없습니다.",
  commentDeleteForbidden: "본인이 작성한 댓글만 삭제할 수 있습니다.",
  deleted: "스쿼드가 삭제되었습니다.",
  commentDeleted: "댓글이 삭제되었습니다.",
} as const;
const M = SQUAD_MESSAGES;

const cardId = z.number({ error: M.badCardId }).int(M.badCardId).min(1, M.badCardId).max(2_147_483_647, M.badCardId);

const text = (max: number, tooLong: string) => z.string().transform((s) => s.trim()).refine((s) => [...s].length <= max, tooLong);

/** A squad as a member saves it: name 1–40 characters, description ≤ 500, the eleven and a bench of ≤ 7. */
export const squadInputSchema = z
  .object({
    name: z.string({ error: M.nameRequired }).transform((s) => s.trim())
      .refine((s) => s.length > 0, M.nameRequired).refine((s) => [...s].length <= SQUAD_NAME_MAX, M.nameTooLong),
    description: text(SQUAD_DESCRIPTION_MAX, M.descriptionTooLong).default(""),
    isPublic: z.boolean().default(true),
    formation: z.string({ error: M.unknownFormation }).refine((f) => formationByName(f) !== undefined, M.unknownFormation)
      .transform((f) => (formationByName(f) as Formation).name),
    starters: z.array(cardId.nullable(), { error: M.wrongStarterCount }).length(STARTERS, M.wrongStarterCount),
    bench: z.array(cardId, { error: M.benchTooLong }).max(BENCH_MAX, M.benchTooLong).default([]),
  })
  .refine((s) => s.starters.some((id) => id !== null), { message: M.emptySquad, path: ["starters"] })
  .refine((s) => {
    const ids = squadCardIds(s);
    return new Set(ids).size === ids.length;
  }, { message: M.duplicateCard, path: ["starters"] });
export type SquadInput = z.output<typeof squadInputSchema>;

export const squadCommentSchema = z
  .string({ error: M.commentRequired })
  .transform((s) => s.trim())
  .refine((s) => s.length > 0, M.commentRequired)
  .refine((s) => s.length <= SQUAD_COMMENT_MAX, M.commentTooLong);

/** Every card id a squad names, starters first. */
export const squadCardIds = (s: { starters: readonly (number | null)[]; bench: readonly number[] }) =>
  [...s.starters.filter((id): id is number => id !== null), ...s.bench];

/** Slot numbers as stored: 0–10 the formation's positions in order, 11–17 the bench. */
export const benchSlot = (i: number) => STARTERS + i;

