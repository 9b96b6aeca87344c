import { z } from "zod";
import { parsePosition, type AnyPosition } from "./positions";

const UNKNOWN_POSITION = "알 수 없는 포지션입니다.";

/** API input for a position, normalised by parsePosition; unknown names fail with the Korean message. */
export const positionSchema = z.string().transform((value, ctx): AnyPosition => {
  const position = parsePosition(value);
  if (!position) {
    ctx.addIssue({ code: "custom", message: UNKNOWN_POSITION });
    return z.NEVER;
  }
  return position;
});
