import { act, fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithRelay } from "../../../test/client/relayMock";
import { ReportButton } from "./ReportButton";

describe("신고 button", () => {
  it("is not offered to visitors or the author", () => {
    const page = renderWithRelay(<ReportButton targetId="UmV2aWV3OjE=" canReport={false} />);
    expect(page.queryByRole("button", { name: "신고" })).toBeNull();
  });

  it("sends the reason and trimmed detail, then marks the item reported", async () => {
    const page = renderWithRelay(<ReportButton targetId="UmV2aWV3OjE=" canReport />);
    fireEvent.click(screen.getByRole("button", { name: "신고" }));
    const dialog = await screen.findByRole("dialog", { name: "신고하기" });
    fireEvent.click(within(dialog).getByLabelText("잘못된 정보"));
    fireEvent.change(within(dialog).getByLabelText("상세 내용 (선택)"), { target: { value: "  능력치가 다릅니다  " } });
    fireEvent.click(within(dialog).getByRole("button", { name: "신고하기" }));
    const [operation] = page.environment.mock.getAllOperations();
    expect(operation.request.variables).toEqual({ input: { targetId: "UmV2aWV3OjE=", reason: "WRONG_INFO", detail: "능력치가 다릅니다" } });
    await act(async () => page.resolve("ReportButtonMutation", { Mutation: () => ({ reportContent: { __typename: "MutationReportContentSuccess" } }) }));
    await screen.findByText("신고가 접수되었습니다.");
    expect(screen.getByRole("button", { name: "신고됨" })).toHaveProperty("disabled", true);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("shows the server's Korean message on a second report", async () => {
    const page = renderWithRelay(<ReportButton targetId="UG9zdDox" canReport />);
    fireEvent.click(screen.getByRole("button", { name: "신고" }));
    fireEvent.click(within(await screen.findByRole("dialog", { name: "신고하기" })).getByRole("button", { name: "신고하기" }));
    await act(async () =>
      page.resolve("ReportButtonMutation", { Mutation: () => ({ reportContent: { __typename: "ConflictError", message: "이미 신고한 항목입니다." } }) }),
    );
    await screen.findByText("이미 신고한 항목입니다.");
    expect(screen.getByRole("button", { name: "신고됨" })).toBeTruthy();
  });
});
