import styled from "@emotion/styled";
import { useState } from "react";
import { graphql } from "react-relay";
import type { ReportButtonMutation, ReportReason } from "../../__generated__/ReportButtonMutation.graphql";
import { REPORT_MESSAGES, REPORT_REASON_LABELS } from "../../../domain/moderation";
import { errorMessage, useMutationPromise } from "../../lib/useMutationPromise";
import { Button } from "../ui/Button";
import { Dialog } from "../ui/Dialog";
import { useToast } from "../ui/Toast";

type Props = {
  /** Global id of the Review, ReviewReply, Post or Comment. */
  targetId: string;
  /** Signed in and not the author. */
  canReport: boolean;
};

const REASONS = Object.entries(REPORT_REASON_LABELS) as [ReportReason, string][];

/**
 * 신고: a signed-in member reports someone else's content with a reason and optional detail.
 * Nothing in the page changes for others until an admin acts, so the answer only closes the dialog.
 */
export function ReportButton({ targetId, canReport }: Props) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason>("SPAM");
  const [detail, setDetail] = useState("");
  const [done, setDone] = useState(false);
  const toast = useToast();
  const [report, sending] = useMutationPromise<ReportButtonMutation>(graphql`
    mutation ReportButtonMutation($input: ReportContentInput!) {
      reportContent(input: $input) {
        __typename
        ... on Error { message }
        ... on MutationReportContentSuccess { data { report { id status } } }
      }
    }
  `);
  if (!canReport) return null;

  const submit = async () => {
    try {
      const message = errorMessage((await report({ input: { targetId, reason, detail: detail.trim() || null } })).reportContent);
      if (message) throw new Error(message);
      toast({ title: REPORT_MESSAGES.reported, tone: "success" });
      setDone(true);
      setOpen(false);
    } catch (e) {
      toast({ title: "신고 실패", text: e instanceof Error ? e.message : undefined, tone: "error" });
      if (e instanceof Error && e.message === REPORT_MESSAGES.duplicate) setDone(true);
    }
  };

  return (
    <>
      <Button size="sm" variant="ghost" disabled={done} onClick={() => setOpen(true)}>
        {done ? "신고됨" : "신고"}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title="신고하기" description="관리자가 확인 후 처리합니다.">
        <Form onSubmit={(e) => { e.preventDefault(); void submit(); }}>
          <fieldset>
            <legend>신고 사유</legend>
            {REASONS.map(([value, label]) => (
              <label key={value}>
                <input type="radio" name="reason" value={value} checked={reason === value} onChange={() => setReason(value)} /> {label}
              </label>
            ))}
          </fieldset>
          <label>
            상세 내용 (선택)
            <textarea value={detail} maxLength={500} rows={3} onChange={(e) => setDetail(e.target.value)} />
          </label>
          <Button type="submit" disabled={sending}>신고하기</Button>
        </Form>
      </Dialog>
    </>
  );
}

const Form = styled.form(({ theme }) => ({
  display: "grid",
  gap: theme.space(3),
  fieldset: { display: "grid", gap: theme.space(1), border: 0, padding: 0, margin: 0 },
  "label:has(textarea)": { display: "grid", gap: 4 },
  textarea: { font: "inherit", padding: theme.space(2), borderRadius: 6, border: `1px solid ${theme.colors.border}`, background: "transparent", color: "inherit" },
}));
