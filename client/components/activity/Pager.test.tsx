import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/client/render";
import { Pager } from "./Pager";

describe("My-activity pager", () => {
  it("shows only the range footer for a single page", () => {
    renderWithProviders(<Pager total={7} offset={0} onOffset={() => {}} />);
    expect(screen.getByText("1-7 / 7")).toBeTruthy();
    expect(screen.queryByRole("navigation", { name: "페이지 이동" })).toBeNull();
  });

  it("pages by 20 when there is more than one page", () => {
    const onOffset = vi.fn();
    renderWithProviders(<Pager total={45} offset={20} onOffset={onOffset} />);
    expect(screen.getByText("21-40 / 45")).toBeTruthy();
    expect(screen.getByRole("button", { name: "2" }).getAttribute("aria-current")).toBe("page");
    fireEvent.click(screen.getByRole("button", { name: "다음" }));
    fireEvent.click(screen.getByRole("button", { name: "1" }));
    expect(onOffset.mock.calls).toEqual([[40], [0]]);
  });
});
