import fs from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import type satori from "satori";
import { asSatoriElement, type OgNode } from "./element";

const OG_WIDTH = 1200;
const OG_HEIGHT = 630;
export const OG_FONT = "Noto Sans KR";

type SatoriFont = Parameters<typeof satori>[1]["fonts"][number];

const require = createRequire(import.meta.url);

/**
 * The shipped font (@fontsource/noto-sans-kr, not whatever the machine has): its Korean and Latin
 * subsets at 400 and 700, as woff (satori reads woff and ttf/otf, not woff2). Satori takes each
 * character from the first family that has it, so Hangul comes from one subset, digits from the other.
 */
async function loadFonts(): Promise<SatoriFont[]> {
  const dir = path.join(path.dirname(require.resolve("@fontsource/noto-sans-kr/package.json")), "files");
  const fonts: SatoriFont[] = [];
  for (const weight of [400, 700] as const) {
    for (const subset of ["latin", "korean"]) {
      const data = await fs.readFile(path.join(dir, `noto-sans-kr-${subset}-${weight}-normal.woff`));
      // One family name per subset: satori falls back between families, not within one.
      fonts.push({ name: subset === "latin" ? OG_FONT : `${OG_FONT} ${subset}`, data, weight, style: "normal" });
    }
  }
  return fonts;
}

let fonts: Promise<SatoriFont[]> | null = null;

/**
 * A 1200×630 PNG of the element: satori lays it out as SVG, resvg paints it. Both are imported on
 * the first image: with their WebAssembly and fonts they hold ~10 MB a server that is never asked
 * for an image need not carry.
 */
export async function renderPng(node: OgNode): Promise<Buffer> {
  fonts ??= loadFonts().catch((error: unknown) => {
    fonts = null;
    throw error;
  });
  const [{ default: satori }, { Resvg }] = await Promise.all([import("satori"), import("@resvg/resvg-js")]);
  const svg = await satori(asSatoriElement(node), { width: OG_WIDTH, height: OG_HEIGHT, fonts: await fonts });
  return new Resvg(svg, { fitTo: { mode: "width", value: OG_WIDTH } }).render().asPng();
}
