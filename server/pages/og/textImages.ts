import { SITE_DESCRIPTION, SITE_NAME, excerpt } from "../../../domain/pageMeta";
import { box, type OgNode } from "./element";
import { OG_FONT } from "./render";
import { COLORS, footer } from "./frame";

export interface PostImageModel {
  title: string;
  board: string;
  author: string;
}

const frame = (...children: (OgNode | null)[]) =>
  box({ width: 1200, height: 630, padding: 64, flexDirection: "column", gap: 28, background: COLORS.background, color: COLORS.text, fontFamily: OG_FONT }, ...children);

/** A board post: its board as a badge, the title (three lines at most), the author. */
export function postImageElement(model: PostImageModel): OgNode {
  const title = excerpt(model.title, 70);
  return frame(
    box({ gap: 16, alignItems: "center" },
      box({ padding: "6px 22px", borderRadius: 12, background: COLORS.accent, color: COLORS.onAccent, fontSize: 30, fontWeight: 700 }, model.board),
      box({ fontSize: 30, color: COLORS.muted }, "커뮤니티")),
    box({ fontSize: title.length > 40 ? 56 : 68, fontWeight: 700, lineHeight: 1.25, maxHeight: 270, overflow: "hidden", wordBreak: "keep-all" }, title),
    box({ fontSize: 34, color: COLORS.muted }, `작성자 ${model.author}`),
    footer(),
  );
}

/** Pages without their own picture: the site's name and what it offers. */
export function siteImageElement(): OgNode {
  return frame(
    box({ fontSize: 88, fontWeight: 700, color: COLORS.primary, marginTop: 90 }, SITE_NAME),
    box({ fontSize: 36, lineHeight: 1.4, color: COLORS.text, width: 1000 }, SITE_DESCRIPTION),
    footer(),
  );
}


