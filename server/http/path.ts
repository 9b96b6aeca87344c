import { ValidationError } from "../errors";

const MALFORMED_PATH = "주소에 올바르지 않은 문자가 있습니다.";

/** The decoded path; a malformed %-escape is the client's mistake (400), never a crash. */
export function decodePathname(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    throw new ValidationError([{ path: ["url"], message: MALFORMED_PATH }]);
  }
}
