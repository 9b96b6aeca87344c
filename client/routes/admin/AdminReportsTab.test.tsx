import { act, fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithRelay } from "../../../test/client/relayMock";
import { AdminReportsTab } from "./AdminReportsTab";

const report = (id: string, excerpt: string) => ({
  id, targetId: `t-${id}`, status: "OPEN", targetType: "REVIEW", reason: "ABUSE", detail: null, createdAt: new Date().toISOString(),
  openReportCount: 2, reporter: { displayName: "신고자" }, target: { excerpt, url: "/cards/1", isHidden: false },
});

describe("admin 신고 tab on the Relay store", () => {
  it("drops every report the hide closed from the queue, with the mutation as the only request", async () => {
    const page = renderWithRelay(<AdminReportsTab />);
    await act(async () =>
      page.resolve("AdminReportsTabQuery", {
        QueryAdminReportsConnection: () => ({ totalCount: 2, edges: [{ node: report("r1", "욕설 리뷰") }, { node: report("r2", "광고 댓글") }] }),
      }),
    );
    const rows = await screen.findAllByTestId("report-row");
    expect(rows).toHaveLength(2);
    expect(rows[0].textContent).toContain("사유: 욕설/비방 · 신고 2건");
    fireEvent.click(within(rows[0]).getByRole("button", { name: "숨김" }));
    expect(page.pending()).toEqual(["AdminReportsTabHideMutation"]);
    await act(async () =>
      page.resolve("AdminReportsTabHideMutation", {
        Mutation: () => ({ hideReportedContent: { __typename: "MutationHideReportedContentSuccess", data: { resolvedReportIds: ["r1"] } } }),
      }),
    );
    await screen.findByText("숨김 처리되었습니다.");
    expect(screen.getAllByTestId("report-row").map((r) => r.textContent?.includes("광고 댓글"))).toEqual([true]);
    expect(page.pending()).toEqual([]);
  });
});
