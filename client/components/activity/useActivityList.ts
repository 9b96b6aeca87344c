import { useCallback, useState, useTransition } from "react";
import { withParticle } from "../../../domain/korean";
import { errorMessage } from "../../lib/useMutationPromise";
import { useToast } from "../ui/Toast";
import { ACTIVITY_PAGE_SIZE } from "./Pager";

type Refetch = (vars: { offset: number }, options: { fetchPolicy: "network-only" }) => unknown;

/**
 * Page state of one My-activity tab: the offset refetches the tab's fragment in SQL, and
 * `remove` runs a confirmed delete with the spec's toasts. The delete's payload carries the
 * page again, so only a page left empty moves (one page back).
 */
export function useActivityList(refetch: Refetch, total: number) {
  const toast = useToast();
  const [offset, setOffset] = useState(0);
  const [pending, startTransition] = useTransition();

  const goTo = useCallback(
    (next: number) => {
      setOffset(next);
      startTransition(() => {
        refetch({ offset: next }, { fetchPolicy: "network-only" });
      });
    },
    [refetch],
  );

  const remove = useCallback(
    async (label: string, run: (offset: number) => Promise<{ __typename: string; message?: string | null }>) => {
      if (!window.confirm(`이 ${withParticle(label, "을/를")} 삭제하시겠습니까?`)) return;
      try {
        const message = errorMessage(await run(offset));
        if (message) throw new Error(message);
        toast({ title: `${label} 삭제 완료`, text: `${withParticle(label, "이/가")} 성공적으로 삭제되었습니다.`, tone: "success" });
        if (offset > 0 && total - 1 <= offset) goTo(offset - ACTIVITY_PAGE_SIZE);
      } catch {
        toast({ title: "삭제 실패", text: "삭제 중 오류가 발생했습니다.", tone: "error" });
      }
    },
    [goTo, offset, toast, total],
  );

  return { offset, goTo, remove, pending };
}
