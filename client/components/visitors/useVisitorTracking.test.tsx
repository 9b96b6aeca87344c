import { act, render } from "@testing-library/react";
import { useEffect } from "react";
import { MemoryRouter, useNavigate, type NavigateFunction } from "react-router-dom";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { TrackVisitInput } from "./useTrackVisitMutation";
import { VISIT_TRACKING_DELAY_MS, useVisitorTracking } from "./useVisitorTracking";
import { VISITOR_SESSION_KEY, getVisitorSessionId } from "./visitorSession";

let navigate: NavigateFunction = () => undefined;

function Tracker({ track }: { track: (input: TrackVisitInput) => void }) {
  useVisitorTracking(track);
  const nav = useNavigate();
  useEffect(() => {
    navigate = nav;
  }, [nav]);
  return null;
}

function renderTracker(route = "/") {
  const track = vi.fn<(input: TrackVisitInput) => void>();
  render(
    <MemoryRouter initialEntries={[route]}>
      <Tracker track={track} />
    </MemoryRouter>,
  );
  return track;
}

describe("visitor session id", () => {
  it("is created once per tab and kept in sessionStorage", () => {
    const id = getVisitorSessionId();
    expect(id.length).toBeGreaterThan(8);
    expect(sessionStorage.getItem(VISITOR_SESSION_KEY)).toBe(id);
    expect(getVisitorSessionId()).toBe(id);
  });

  it("reuses an id already in sessionStorage", () => {
    sessionStorage.setItem(VISITOR_SESSION_KEY, "existing-session");
    expect(getVisitorSessionId()).toBe("existing-session");
  });
});

describe("useVisitorTracking", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it("tracks a page only after 1 second on it", () => {
    const track = renderTracker("/cards");
    act(() => vi.advanceTimersByTime(VISIT_TRACKING_DELAY_MS - 1));
    expect(track).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(track).toHaveBeenCalledTimes(1);
    expect(track).toHaveBeenCalledWith({
      sessionId: sessionStorage.getItem(VISITOR_SESSION_KEY),
      page: "/cards",
      referrer: null,
    });
  });

  it("skips pages left within a second and tracks each later page once, with the previous page as referrer", () => {
    const track = renderTracker("/");
    act(() => vi.advanceTimersByTime(500));
    act(() => void navigate("/community"));
    act(() => vi.advanceTimersByTime(VISIT_TRACKING_DELAY_MS));
    act(() => void navigate("/formations"));
    act(() => vi.advanceTimersByTime(VISIT_TRACKING_DELAY_MS * 5));

    expect(track.mock.calls.map(([input]) => [input.page, input.referrer])).toEqual([
      ["/community", `${window.location.origin}/`],
      ["/formations", `${window.location.origin}/community`],
    ]);
    const sessionIds = new Set(track.mock.calls.map(([input]) => input.sessionId));
    expect(sessionIds.size).toBe(1);
  });
});
