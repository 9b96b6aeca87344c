import { describe, expect, it } from "vitest";
import { formatCount } from "./numbers";

describe("formatCount", () => {
  it("groups thousands as toLocaleString(\"ko-KR\") does, for the counts the site shows", () => {
    const values = [0, 1, 9, 10, 99, 100, 999, 1_000, 1_001, 9_999, 10_000, 12_345, 100_000, 999_999, 1_000_000, 1_234_567, 2 ** 31, Number.MAX_SAFE_INTEGER];
    for (let n = 1; n < 1e15; n = n * 7 + 3) values.push(n);
    for (const value of [...values, ...values.map((v) => -v)]) expect(formatCount(value)).toBe(value.toLocaleString("ko-KR"));
  });

  it("keeps up to three fraction digits, as Intl does", () => {
    for (const value of [0.5, 1.25, -0.0001, 1234.5678, 4.1, 9.999, 1_000.001, -2.75]) expect(formatCount(value)).toBe(value.toLocaleString("ko-KR"));
  });

  it("writes what is no number as String does", () => {
    expect(formatCount(Number.NaN)).toBe("NaN");
  });
});
