/**
 * RFC 4180 CSV: comma separated, fields quoted with "…" when they hold a comma, a quote or a line
 * break, a quote inside a quoted field doubled (""), CRLF or LF line endings, an optional UTF-8 BOM.
 * Pure functions: the bulk card importer (domain/cardImport.ts) and its tests use them.
 */

export class CsvError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

const BOM = "\uFEFF";

/**
 * The records of a CSV text. Every line is a record (an empty line is one empty field), except
 * that the line break ending the last record does not start another one.
 */
export function parseCsv(input: string): string[][] {
  const text = input.startsWith(BOM) ? input.slice(1) : input;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let line = 1;
  let i = 0;
  let atRecordStart = true;
  const endField = () => { row.push(field); field = ""; };
  const endRecord = () => { endField(); rows.push(row); row = []; atRecordStart = true; };
  while (i < text.length) {
    const c = text[i];
    atRecordStart = false;
    // A quote opens a quoted field only at the field's start; elsewhere it is a plain character.
    if (c === '"' && field === "" && (i === 0 || text[i - 1] === "," || text[i - 1] === "\n" || text[i - 1] === "\r")) {
      // A quoted field: runs to the closing quote; "" inside is one quote.
      const startLine = line;
      i++;
      for (;;) {
        if (i >= text.length) throw new CsvError(startLine, `${startLine}번째 줄: 따옴표가 닫히지 않았습니다.`);
        const q = text[i];
        if (q === '"') {
          if (text[i + 1] === '"') { field += '"'; i += 2; continue; }
          i++;
          break;
        }
        if (q === "\n") line++;
        field += q;
        i++;
      }
      const next = text[i];
      if (next !== undefined && next !== "," && next !== "\n" && next !== "\r") {
        throw new CsvError(line, `${line}번째 줄: 닫는 따옴표 뒤에는 쉼표나 줄바꿈이 와야 합니다.`);
      }
      continue;
    }
    if (c === ",") { endField(); i++; continue; }
    if (c === "\r" || c === "\n") {
      endRecord();
      i += c === "\r" && text[i + 1] === "\n" ? 2 : 1;
      line++;
      continue;
    }
    field += c;
    i++;
  }
  if (!atRecordStart) endRecord();
  return rows;
}

const needsQuotes = (field: string) => /[",\r\n]/.test(field) || field.startsWith(BOM);

/** The CSV text of records (CRLF after each), quoting only the fields that need it. */
export function printCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => `${row.map((f) => (needsQuotes(f) ? `"${f.replaceAll('"', '""')}"` : f)).join(",")}\r\n`).join("");
}
