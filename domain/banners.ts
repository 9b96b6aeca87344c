import { z } from "zod";

/** Banner rules (spec 001 §5, §9): 1–10 banners, order an integer ≥ 1, recommended image 1920×400. */
export const BANNER_MAX = 10;
export const BANNER_MIN = 1;
export const BANNER_IMAGE_HINT = "권장 크기 1920×400";
const BANNER_TITLE_REQUIRED = "배너 제목을 입력해주세요.";
export const BANNER_LIMIT_REACHED = `배너는 최대 ${BANNER_MAX}개까지 등록할 수 있습니다.`;
export const BANNER_LAST_ONE = "최소 1개의 배너는 있어야 하므로 삭제할 수 없습니다.";

const url = (label: string) =>
  z
    .string({ error: `${label}은(는) 문자열이어야 합니다.` })
    .trim()
    .max(1000, { error: `${label}은(는) 1000자 이하여야 합니다.` })
    .refine((v) => v === "" || /^(https?:\/\/|\/)/.test(v), { message: `${label}은(는) http(s):// 또는 /로 시작해야 합니다.` });

export const bannerInputSchema = z.object({
  title: z.string({ error: BANNER_TITLE_REQUIRED }).trim().min(1, { error: BANNER_TITLE_REQUIRED }).max(100, { error: "배너 제목은 100자 이하여야 합니다." }),
  imageUrl: url("이미지 URL").refine((v) => v !== "", { message: "배너 이미지 URL을 입력하거나 이미지를 올려주세요." }),
  linkUrl: url("링크 URL").nullish().transform((v) => (v ? v : null)),
  displayOrder: z.preprocess(
    (v) => (v === "" || v === null ? undefined : v),
    z.coerce
      .number({ error: "표시 순서는 숫자여야 합니다." })
      .int({ error: "표시 순서는 정수여야 합니다." })
      .min(1, { error: "표시 순서는 1 이상이어야 합니다." })
      .max(1000, { error: "표시 순서는 1000 이하여야 합니다." })
      .optional(),
  ),
  isActive: z.boolean({ error: "활성 여부는 참/거짓이어야 합니다." }).default(true),
});
