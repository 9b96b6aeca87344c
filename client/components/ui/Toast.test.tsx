import { ThemeProvider } from "@emotion/react";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { theme } from "../../theme/theme";
import { ToastProvider, useToast } from "./Toast";

function Trigger({ title, tone = "success" }: { title: string; tone?: "success" | "error" }) {
  const toast = useToast();
  return <button onClick={() => toast({ title, tone })}>{title} 보내기</button>;
}

describe("toasts through one provider", () => {
  it("shows one toast at a time from any component under the provider and hides it after 5 s", () => {
    vi.useFakeTimers();
    render(
      <ThemeProvider theme={theme}>
        <ToastProvider>
          <Trigger title="리뷰 작성 완료!" />
          <section>
            <Trigger title="삭제 실패" tone="error" />
          </section>
        </ToastProvider>
      </ThemeProvider>,
    );
    // The live regions are in the page before any toast, so screen readers announce what enters them.
    expect(screen.getByRole("status").textContent).toBe("");
    expect(screen.getByRole("alert").textContent).toBe("");
    fireEvent.click(screen.getByRole("button", { name: "리뷰 작성 완료! 보내기" }));
    expect(screen.getByRole("status").textContent).toBe("리뷰 작성 완료!");
    fireEvent.click(screen.getByRole("button", { name: "삭제 실패 보내기" }));
    expect(screen.getByRole("status").textContent).toBe("");
    expect(screen.getByRole("alert").textContent).toBe("삭제 실패");
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole("alert").textContent).toBe("");
  });

  it("refuses to show a toast without a provider instead of dropping it silently", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<Trigger title="x" />)).toThrow(/ToastProvider/);
    vi.restoreAllMocks();
  });
});
