import { describe, expect, it, vi } from "vitest";
import { TOKEN_STORAGE_KEY, clearToken, getToken, setToken, subscribeToken } from "./token";

describe("session token", () => {
  it("is stored in localStorage under fc_mobile_token", () => {
    expect(getToken()).toBeNull();
    setToken("abc123");
    expect(getToken()).toBe("abc123");
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe("abc123");
    expect(TOKEN_STORAGE_KEY).toBe("fc_mobile_token");
    clearToken();
    expect(getToken()).toBeNull();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it("notifies listeners of sign-in and sign-out until they unsubscribe", () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToken(listener);
    setToken("t1");
    clearToken();
    expect(listener.mock.calls).toEqual([["t1"], [null]]);
    unsubscribe();
    setToken("t2");
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("follows changes made in another tab", () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToken(listener);
    localStorage.setItem(TOKEN_STORAGE_KEY, "from-other-tab");
    window.dispatchEvent(new StorageEvent("storage", { key: TOKEN_STORAGE_KEY }));
    window.dispatchEvent(new StorageEvent("storage", { key: "unrelated" }));
    expect(listener.mock.calls).toEqual([["from-other-tab"]]);
    unsubscribe();
  });
});
