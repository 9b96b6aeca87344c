import { useCallback, useEffect, useRef, useState } from "react";
import { graphql } from "react-relay";
import type { useDraftAutosaveMutation as SaveDraft } from "../../__generated__/useDraftAutosaveMutation.graphql";
import { DRAFT_SAVE_DELAY_MS, isDraftWorthSaving } from "../../../domain/postDrafts";
import { errorMessage, useMutationPromise } from "../../lib/useMutationPromise";

export type DraftFields = { type: string; title: string; content: string; tags: string; attachments: readonly string[] };
export type DraftStatus = { state: "idle" } | { state: "saving" } | { state: "saved"; at: Date } | { state: "failed"; message: string };

const keyOf = (f: DraftFields) => JSON.stringify([f.type, f.title, f.content, f.tags, f.attachments]);

/**
 * 임시저장 as the member types: once the form has been still for DRAFT_SAVE_DELAY_MS it is saved
 * (one request per pause, never one per keystroke; a change during a save is saved right after).
 * The first save creates the draft (for an edit, the one draft of that post), later ones overwrite
 * it. Only `status` and the draft id are state here: the form's own fields and the editor are
 * never touched, so saving cannot move the caret.
 */
export function useDraftAutosave(fields: DraftFields, postId: string | null) {
  const [save] = useMutationPromise<SaveDraft>(graphql`
    mutation useDraftAutosaveMutation($id: ID, $post: ID, $input: PostDraftInput!) {
      savePostDraft(id: $id, post: $post, input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on MutationSavePostDraftSuccess {
          data {
            draft {
              id
            }
            # The member's draft list comes back whole: the 임시저장 목록 shows the saved text at once.
            viewer {
              ...DraftList_viewer
            }
          }
        }
      }
    }
  `);
  const [status, setStatus] = useState<DraftStatus>({ state: "idle" });
  const [draftId, setDraftIdState] = useState<string | null>(null);
  // What the server holds: the form as loaded counts as saved (opening a page makes no draft).
  const [savedKey, setSavedKeyState] = useState(() => keyOf(fields));
  const savedKeyRef = useRef(savedKey);
  const draftIdRef = useRef<string | null>(null);
  const latest = useRef(fields);
  const inFlight = useRef<Promise<void> | null>(null);
  const paused = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const key = keyOf(fields);
  const setSaved = (id: string | null, saved: string) => {
    draftIdRef.current = id;
    setDraftIdState(id);
    savedKeyRef.current = saved;
    setSavedKeyState(saved);
  };

  const send = useCallback(async (sending: DraftFields, sendingKey: string) => {
    setStatus({ state: "saving" });
    try {
      const input = { type: sending.type, title: sending.title, content: sending.content, tags: sending.tags, attachments: [...sending.attachments] };
      const result = (await save({ id: draftIdRef.current, post: draftIdRef.current ? null : postId, input })).savePostDraft;
      const failed = errorMessage(result);
      if (failed || result.__typename !== "MutationSavePostDraftSuccess" || !result.data) throw new Error(failed ?? undefined);
      setSaved(result.data.draft.id, sendingKey);
      setStatus({ state: "saved", at: new Date() });
    } catch (error) {
      setStatus({ state: "failed", message: error instanceof Error && error.message ? error.message : "임시저장하지 못했습니다." });
    }
  }, [postId, save]);

  const flush = useCallback(async () => {
    const sending = latest.current;
    const sendingKey = keyOf(sending);
    if (paused.current || inFlight.current || sendingKey === savedKeyRef.current) return;
    if (!draftIdRef.current && !isDraftWorthSaving(sending)) return;
    inFlight.current = send(sending, sendingKey).finally(() => {
      inFlight.current = null;
    });
    await inFlight.current;
  }, [send]);

  // Every change (and every finished save, when more was typed meanwhile) restarts the quiet-time timer.
  useEffect(() => {
    latest.current = fields;
  });
  useEffect(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (key === savedKey) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      void flush();
    }, DRAFT_SAVE_DELAY_MS);
  }, [key, savedKey, flush]);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  /** After restoring a draft into the form: later saves overwrite that draft, and the restored text counts as saved. */
  const adopt = useCallback((id: string | null, restored: DraftFields) => {
    setSaved(id, keyOf(restored));
    setStatus({ state: "idle" });
  }, []);

  /**
   * Publishing: stops saving and waits for a save already sent, then gives the draft to delete with
   * the publish (a first save still on its way would otherwise create a draft the publish misses).
   */
  const holdForPublish = useCallback(async () => {
    paused.current = true;
    await inFlight.current;
    return draftIdRef.current;
  }, []);
  /** The publish failed: saving goes on. */
  const resume = useCallback(() => {
    paused.current = false;
    void flush();
  }, [flush]);

  return { status, draftId, adopt, holdForPublish, resume };
}

/** The status line: "저장 중…", "임시저장됨 14:05", or why it failed. */
export function draftStatusText(status: DraftStatus): string {
  if (status.state === "saving") return "저장 중…";
  if (status.state === "saved") return `임시저장됨 ${String(status.at.getHours()).padStart(2, "0")}:${String(status.at.getMinutes()).padStart(2, "0")}`;
  if (status.state === "failed") return `임시저장 실패: ${status.message}`;
  return "";
}
