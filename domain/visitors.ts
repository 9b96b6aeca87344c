import { z } from "zod";

/** Body of POST /api/visitors/track, sent by the client 1 s after a page opens. */
export const trackVisitInput = z.object({
  sessionId: z
    .string({ error: "세션 ID가 필요합니다." })
    .min(8, { error: "세션 ID는 8자 이상이어야 합니다." })
    .max(100, { error: "세션 ID는 100자 이하여야 합니다." }),
  page: z
    .string({ error: "페이지 경로가 필요합니다." })
    .startsWith("/", { error: "페이지 경로는 /로 시작해야 합니다." })
    .max(500, { error: "페이지 경로는 500자 이하여야 합니다." }),
  referrer: z
    .string({ error: "리퍼러는 문자열이어야 합니다." })
    .max(1000, { error: "리퍼러는 1000자 이하여야 합니다." })
    .nullable()
    .optional(),
});

