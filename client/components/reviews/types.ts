/** The page's single toast (spec: one at a time). */
export type ShowToast = (t: { title: string; text?: string; tone: "success" | "error" }) => void;
