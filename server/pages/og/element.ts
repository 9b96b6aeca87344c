import type { ReactNode } from "react";

/**
 * Share images are drawn by satori, which takes React-shaped element objects; writing them as
 * plain objects keeps React (and JSX) out of the server. Every box is a flex box, as satori wants.
 */
export type OgStyle = Record<string, string | number>;
type OgChild = OgNode | string | null | false;
export interface OgNode {
  type: string;
  props: { style?: OgStyle; children?: (OgNode | string)[]; src?: string; width?: number; height?: number };
}

export const box = (style: OgStyle, ...children: OgChild[]): OgNode => ({
  type: "div",
  props: { style: { display: "flex", boxSizing: "border-box", ...style }, children: children.filter((c): c is OgNode | string => c !== null && c !== false) },
});

export const picture = (src: string, width: number, height: number, style: OgStyle = {}): OgNode => ({
  type: "img",
  props: { src, width, height, style: { width, height, objectFit: "cover", ...style } },
});

/** The element as satori's signature names it. */
export const asSatoriElement = (node: OgNode) => node as unknown as ReactNode;
