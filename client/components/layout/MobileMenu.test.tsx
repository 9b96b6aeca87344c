import { fireEvent, screen, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/client/render";
import { MobileMenu } from "./MobileMenu";
import type { MenuViewer } from "./navLinks";

function Harness({ viewer = null, onLogout = () => {} }: { viewer?: MenuViewer | null; onLogout?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" aria-expanded={open} onClick={() => setOpen(true)}>
        메뉴 열기
      </button>
      <MobileMenu open={open} onClose={() => setOpen(false)} viewer={viewer} onLogout={onLogout} />
    </>
  );
}

const openMenu = () => {
  fireEvent.click(screen.getByRole("button", { name: "메뉴 열기" }));
  return screen.getByRole("dialog", { name: "전체 메뉴" });
};

describe("MobileMenu", () => {
  it("opens with focus inside and closes on Escape", () => {
    renderWithProviders(<Harness />);
    expect(screen.queryByRole("dialog")).toBeNull();
    const menu = openMenu();
    expect(menu.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("closes on a backdrop click or the close button, not on clicks inside", () => {
    renderWithProviders(<Harness />);
    const menu = openMenu();
    fireEvent.mouseDown(menu);
    expect(screen.getByRole("dialog")).toBeTruthy();
    fireEvent.mouseDown(screen.getByTestId("drawer-backdrop"));
    expect(screen.queryByRole("dialog")).toBeNull();

    openMenu();
    fireEvent.click(screen.getByRole("button", { name: "메뉴 닫기" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("closes when a link is followed; search opens the player search with ㅇ", () => {
    renderWithProviders(<Harness />);
    const menu = openMenu();
    expect(within(menu).getByRole("link", { name: /선수 검색/ }).getAttribute("href")).toBe("/cards?search=ㅇ");
    expect(within(menu).getByRole("link", { name: "로그인" }).getAttribute("href")).toBe("/login");
    fireEvent.click(within(menu).getByRole("link", { name: "포메이션 찾기" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("shows account links, the admin panel only for admins, and logs out", () => {
    const onLogout = vi.fn();
    renderWithProviders(<Harness viewer={{ displayName: "관리자", isAdmin: true, avatarUrl: null }} onLogout={onLogout} />);
    const menu = openMenu();
    expect(within(menu).getByRole("link", { name: "프로필" }).getAttribute("href")).toBe("/profile");
    expect(within(menu).getByRole("link", { name: "내 리뷰" }).getAttribute("href")).toBe("/my-reviews");
    expect(within(menu).getByRole("link", { name: "관리자 패널" }).getAttribute("href")).toBe("/admin");
    fireEvent.click(within(menu).getByRole("button", { name: "로그아웃" }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("hides the admin panel from members", () => {
    renderWithProviders(<Harness viewer={{ displayName: "회원", isAdmin: false, avatarUrl: null }} />);
    const menu = openMenu();
    expect(within(menu).queryByRole("link", { name: "관리자 패널" })).toBeNull();
  });
});
