import { z } from "zod";
import { REPORT_DETAIL_MAX, REPORT_MESSAGES, REPORT_REASONS, REPORT_TARGETS } from "./moderation";

/** The report form: a reason from the list and an optional detail (blank means none). */
export const reportInputSchema = z.object({
  targetType: z.enum(REPORT_TARGETS, { error: REPORT_MESSAGES.targetInvalid }),
  // REST clients may send the id as a string; anything but a positive 32-bit integer names nothing.
  targetId: z.coerce
    .number({ error: REPORT_MESSAGES.targetNotFound })
    .int({ error: REPORT_MESSAGES.targetNotFound })
    .min(1, { error: REPORT_MESSAGES.targetNotFound })
    .max(2_147_483_647, { error: REPORT_MESSAGES.targetNotFound }),
  reason: z.enum(REPORT_REASONS, { error: REPORT_MESSAGES.reasonInvalid }),
  detail: z
    .string({ error: REPORT_MESSAGES.detailTooLong })
    .trim()
    .max(REPORT_DETAIL_MAX, { error: REPORT_MESSAGES.detailTooLong })
    .nullish()
    .transform((d) => (d ? d : null)),
});
