import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/client/render";
import { Footer, VIDEO_CHANNEL_URL } from "./Footer";

describe("Footer", () => {
  it("opens the terms dialog with its effective date and closes it on Escape", async () => {
    renderWithProviders(<Footer />);
    const trigger = screen.getByRole("button", { name: "이용약관" });
    trigger.focus();
    fireEvent.click(trigger);

    const dialog = await screen.findByRole("dialog", { name: "이용약관" });
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(within(dialog).getByText("시행일: 2025년 6월 27일")).toBeTruthy();
    expect(dialog.contains(document.activeElement)).toBe(true);

    fireEvent.keyDown(document, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it("states in the privacy policy that only the e-mail address is stored", async () => {
    renderWithProviders(<Footer />);
    fireEvent.click(screen.getByRole("button", { name: "개인정보처리방침" }));
    const dialog = await screen.findByRole("dialog", { name: "개인정보처리방침" });
    expect(within(dialog).getByText("시행일: 2025년 6월 27일")).toBeTruthy();
    expect(within(dialog).getByText(/이메일 인증을 통한 회원가입이 필요/)).toBeTruthy();
    expect(within(dialog).getByText(/개인정보로는 이메일 주소만 저장/)).toBeTruthy();

    fireEvent.click(within(dialog).getByRole("button", { name: "닫기" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("links the video channel and contact mail and shows the disclaimers", () => {
    renderWithProviders(<Footer />);
    expect(screen.getByRole("link", { name: /영상 채널/ }).getAttribute("href")).toBe(VIDEO_CHANNEL_URL);
    expect(screen.getByRole("link", { name: /문의하기/ }).getAttribute("href")).toBe("mailto:contact@fcmobilecarddb.kr");
    expect(screen.getByText(/EA 및 넥슨과 제휴하거나 후원받지 않았습니다/)).toBeTruthy();
    expect(screen.getByText(/저작권은 각 권리자에게 있습니다/)).toBeTruthy();
    expect(screen.getByText(/허가 없이 복제하거나 전재할 수 없습니다/)).toBeTruthy();
    expect(screen.getByText(/데모 데이터/)).toBeTruthy();
    expect(screen.getByText("© 2025 FC 모바일 카드 DB")).toBeTruthy();
  });
});
