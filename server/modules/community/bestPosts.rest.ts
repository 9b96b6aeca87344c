import { z } from "zod";
import { isPostPeriod, isPostSort, type PostPeriod, type PostSort } from "../../../domain/bestPosts";

/** GET /api/posts's 인기 parameters (bestPosts.ts): `best=1`, `sort=latest|likes|views|comments`, `period=today|week|month`. */
export const bestListQuery = {
  best: z.enum(["0", "1", "true", "false"], { error: "best는 1 또는 0이어야 합니다." }).optional().transform((v) => v === "1" || v === "true"),
  sort: z.string().optional().refine((v) => v === undefined || isPostSort(v), { error: "정렬 기준은 latest, likes, views, comments 중 하나여야 합니다." })
    .transform((v) => v as PostSort | undefined),
  period: z.string().optional().refine((v) => v === undefined || isPostPeriod(v), { error: "기간은 today, week, month 중 하나여야 합니다." })
    .transform((v) => v as PostPeriod | undefined),
};
