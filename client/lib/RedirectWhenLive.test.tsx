import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { MemoryRouter, Route, Routes, StaticRouter } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RedirectWhenLive } from "./RedirectWhenLive";

describe("RedirectWhenLive", () => {
  afterEach(() => vi.restoreAllMocks());

  it("renders nothing on the server and warns nothing (<Navigate> warned on every server render)", () => {
    const warn = vi.spyOn(console, "warn");
    const error = vi.spyOn(console, "error");
    const html = renderToString(
      <StaticRouter location="/profile">
        <RedirectWhenLive to="/login?next=%2Fprofile" />
      </StaticRouter>,
    );
    expect(html).toBe("");
    expect([...warn.mock.calls, ...error.mock.calls]).toEqual([]);
  });

  it("moves the browser to the page, replacing the one it stood on", async () => {
    render(
      <MemoryRouter initialEntries={["/profile"]}>
        <Routes>
          <Route path="/profile" element={<RedirectWhenLive to="/login?next=%2Fprofile" />} />
          <Route path="/login" element={<p>로그인 페이지</p>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByText("로그인 페이지")).toBeTruthy();
  });
});
