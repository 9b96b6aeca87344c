import { act, fireEvent, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/client/render";
import { BANNER_INTERVAL_MS, BannerCarouselView, type BannerSlide } from "./BannerCarouselView";

const banner = (n: number, linkUrl: string | null = null): BannerSlide => ({
  id: `Banner:${n}`,
  title: `배너 ${n}`,
  imageUrl: `/uploads/banner-${n}.png`,
  linkUrl,
});

/** The slide assistive technology can currently see. */
const visibleSlide = () => screen.getByRole("group").getAttribute("aria-label");

describe("BannerCarouselView", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it("advances every 5 seconds and wraps to the first banner", () => {
    renderWithProviders(<BannerCarouselView banners={[banner(1), banner(2), banner(3)]} />);
    expect(visibleSlide()).toBe("1 / 3: 배너 1");

    act(() => vi.advanceTimersByTime(BANNER_INTERVAL_MS - 1));
    expect(visibleSlide()).toBe("1 / 3: 배너 1");
    act(() => vi.advanceTimersByTime(1));
    expect(visibleSlide()).toBe("2 / 3: 배너 2");
    act(() => vi.advanceTimersByTime(BANNER_INTERVAL_MS));
    expect(visibleSlide()).toBe("3 / 3: 배너 3");
    act(() => vi.advanceTimersByTime(BANNER_INTERVAL_MS));
    expect(visibleSlide()).toBe("1 / 3: 배너 1");
  });

  it("does not rotate or show dots with a single banner", () => {
    renderWithProviders(<BannerCarouselView banners={[banner(1)]} />);
    act(() => vi.advanceTimersByTime(BANNER_INTERVAL_MS * 3));
    expect(visibleSlide()).toBe("1 / 1: 배너 1");
    expect(screen.queryByRole("button", { name: /번째 배너 보기/ })).toBeNull();
  });

  it("jumps to a banner from its dot and restarts the timer", () => {
    renderWithProviders(<BannerCarouselView banners={[banner(1), banner(2), banner(3)]} />);
    act(() => vi.advanceTimersByTime(BANNER_INTERVAL_MS - 1000));
    fireEvent.click(screen.getByRole("button", { name: "3번째 배너 보기" }));
    expect(visibleSlide()).toBe("3 / 3: 배너 3");
    expect(screen.getByRole("button", { name: "3번째 배너 보기" }).getAttribute("aria-current")).toBe("true");

    act(() => vi.advanceTimersByTime(BANNER_INTERVAL_MS - 1));
    expect(visibleSlide()).toBe("3 / 3: 배너 3");
    act(() => vi.advanceTimersByTime(1));
    expect(visibleSlide()).toBe("1 / 3: 배너 1");
  });

  it("links banners by the banner link rule", () => {
    renderWithProviders(
      <BannerCarouselView
        origin="https://fcmobilecarddb.kr"
        banners={[banner(1, "/new-cards"), banner(2, "youtube.com/@fc")]}
      />,
    );
    expect(screen.getByRole("link", { name: "배너 1" }).getAttribute("href")).toBe("/new-cards");
    act(() => vi.advanceTimersByTime(BANNER_INTERVAL_MS));
    expect(screen.queryByRole("link", { name: "배너 1" })).toBeNull();
    const external = screen.getByRole("link", { name: "배너 2 (새 창)" });
    expect(external.getAttribute("href")).toBe("https://youtube.com/@fc");
    expect(external.getAttribute("target")).toBe("_blank");
  });

  it("shows the banner title when the image fails to load", () => {
    renderWithProviders(<BannerCarouselView banners={[banner(1)]} />);
    fireEvent.error(screen.getByRole("img", { name: "배너 1" }));
    expect(screen.getByRole("img", { name: "배너 1" }).tagName).toBe("DIV");
    expect(screen.getByText("배너 1")).toBeTruthy();
  });

  it("stops and restarts rotation from its visible pause button", () => {
    renderWithProviders(<BannerCarouselView banners={[banner(1), banner(2)]} />);
    fireEvent.click(screen.getByRole("button", { name: "배너 자동 넘김 정지" }));
    fireEvent.blur(screen.getByRole("button", { name: "배너 자동 넘김 재생" }));
    act(() => vi.advanceTimersByTime(BANNER_INTERVAL_MS * 3));
    expect(visibleSlide()).toBe("1 / 2: 배너 1");

    fireEvent.click(screen.getByRole("button", { name: "배너 자동 넘김 재생" }));
    act(() => vi.advanceTimersByTime(BANNER_INTERVAL_MS));
    expect(visibleSlide()).toBe("2 / 2: 배너 2");
  });

  it("starts stopped when the system asks for reduced motion", () => {
    vi.stubGlobal("matchMedia", (query: string) => ({ matches: query.includes("reduce"), addEventListener() {}, removeEventListener() {} }));
    renderWithProviders(<BannerCarouselView banners={[banner(1), banner(2)]} />);
    act(() => vi.advanceTimersByTime(BANNER_INTERVAL_MS * 3));
    expect(visibleSlide()).toBe("1 / 2: 배너 1");
    expect(screen.getByRole("button", { name: "배너 자동 넘김 재생" })).toBeTruthy();
  });
});
