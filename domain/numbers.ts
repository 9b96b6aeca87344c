/**
 * "12,345": a number grouped by thousands as `toLocaleString("ko-KR")` writes it (a fraction keeps
 * up to three digits). Written out rather than asked of Intl: the server renders the same pages,
 * and ICU's locale data, with the date formats of domain/time.ts, kept ~5.7 MiB of the node binary
 * resident (README, "No ICU in the server"). For the counts, points and limits the site shows; not
 * for numbers past 2^53 or in exponent notation.
 */
export function formatCount(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const rounded = Math.round(Math.abs(value) * 1000) / 1000;
  const [whole, fraction] = String(rounded).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ",");
  // Intl keeps the sign of a negative number that rounds to zero ("-0"); so does this.
  return `${value < 0 || Object.is(value, -0) ? "-" : ""}${grouped}${fraction ? `.${fraction}` : ""}`;
}
