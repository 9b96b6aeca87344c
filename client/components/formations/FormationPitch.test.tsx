import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { formationByName } from "../../../domain/formations";
import { renderWithProviders } from "../../../test/client/render";
import { FormationPitch } from "./FormationPitch";
import { RatingStars } from "./RatingStars";

describe("FormationPitch", () => {
  it("places eleven dots at the formation's coordinates and selects a position on click", () => {
    const formation = formationByName("4-4-2 플랫")!;
    const onSelect = vi.fn();
    renderWithProviders(<FormationPitch formation={formation} selected="ST" onSelect={onSelect} />);
    const dots = screen.getAllByRole("button");
    expect(dots).toHaveLength(11);
    const strikers = screen.getAllByRole("button", { name: "ST 포지션 선택" });
    expect(strikers.map((d) => d.getAttribute("aria-pressed"))).toEqual(["true", "true"]);
    expect(strikers[0].style.left).toBe("38%");
    expect(strikers[0].style.top).toBe("14%");
    fireEvent.click(screen.getByRole("button", { name: "LM 포지션 선택" }));
    expect(onSelect).toHaveBeenCalledWith("LM");
  });

  it("focuses the selected dot on mount only when the page says the pick came from the pitch", () => {
    const formation = formationByName("4-4-2 플랫")!;
    const first = renderWithProviders(<FormationPitch formation={formation} selected="LM" onSelect={vi.fn()} takeFocus={() => false} />);
    expect(document.activeElement).toBe(document.body);
    first.unmount();
    renderWithProviders(<FormationPitch formation={formation} selected="LM" onSelect={vi.fn()} takeFocus={() => true} />);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "LM 포지션 선택" }));
  });

  it("shows a 0-10 rating as five stars", () => {
    renderWithProviders(<RatingStars rating={7.6} />);
    expect(screen.getByRole("img").getAttribute("aria-label")).toBe("별점 3.8점 (5점 만점)");
  });
});
