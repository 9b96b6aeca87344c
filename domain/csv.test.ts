import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CsvError, parseCsv, printCsv } from "./csv";

describe("parseCsv (RFC 4180)", () => {
  it("reads quotes, doubled quotes, commas and line breaks inside quotes, CRLF and LF, and a BOM", () => {
    const text = '\uFEFFa,b,c\r\n"x, y","say ""hi""","two\r\nlines"\n1,,3\r\n';
    expect(parseCsv(text)).toEqual([["a", "b", "c"], ["x, y", 'say "hi"', "two\r\nlines"], ["1", "", "3"]]);
  });

  it("keeps a last record without a line break, empty records and empty trailing fields", () => {
    expect(parseCsv("a,\r\n\r\nb")).toEqual([["a", ""], [""], ["b"]]);
    expect(parseCsv("")).toEqual([]);
    expect(parseCsv('""')).toEqual([[""]]);
  });

  it("treats a quote inside an unquoted field as text", () => {
    expect(parseCsv('5"11,x')).toEqual([['5"11', "x"]]);
  });

  it("refuses an unclosed quote and text after a closing quote, naming the line", () => {
    expect(() => parseCsv('a\r\nb,"open\r\nstill')).toThrow(new CsvError(2, '2번째 줄: 따옴표가 닫히지 않았습니다.'));
    expect(() => parseCsv('"a"b,c')).toThrow("1번째 줄: 닫는 따옴표 뒤에는 쉼표나 줄바꿈이 와야 합니다.");
  });

  it("prints only the fields that need quotes", () => {
    expect(printCsv([["a", "b,c", 'q"', "l\nm"]])).toBe('a,"b,c","q""","l\nm"\r\n');
  });

  it("parse(print(rows)) == rows for any text, including quotes, commas, CR, LF and BOMs", () => {
    const char = fc.constantFrom("a", "가", ",", '"', "\r", "\n", " ", "\uFEFF", "1");
    const field = fc.oneof(fc.string({ maxLength: 8 }), fc.array(char, { maxLength: 6 }).map((cs) => cs.join("")));
    const rows = fc.array(fc.array(field, { minLength: 1, maxLength: 5 }), { maxLength: 6 });
    fc.assert(fc.property(rows, (r) => { expect(parseCsv(printCsv(r))).toEqual(r); }), { numRuns: 500 });
  });
});
