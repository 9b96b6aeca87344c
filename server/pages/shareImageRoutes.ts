import type { AppServices } from "../core/context";
import { findCard } from "../modules/cards/cards.service";
import { CARD_IMAGE_SELECT, cardImageElement, cardImageModel } from "./og/cardImage";
import { cardPictureDataUrl } from "./og/cardPicture";
import { formationImageElement } from "./og/formationImage";
import { renderPng } from "./og/render";
import { contentVersion, type ShareImageCache } from "./og/shareImages";
import { postImageElement, siteImageElement } from "./og/textImages";
import { findPublicPost, postImageModel } from "./postPage";
import { formationImageModel } from "./formationPage";
import { formationTopOf } from "../../domain/formations";
import { findPublicSquad, squadImageModel } from "./squadPage";
import { squadImageElement } from "./og/squadImage";
import { createReadBatch } from "../platform/readBatch";
import { matchesEtag } from "../http/etag";

interface Drawing {
  version: string;
  draw: () => Promise<Buffer>;
}

const ROUTES: [RegExp, (services: AppServices, match: string[]) => Promise<Drawing | null>][] = [
  [/^\/og\/site\.png$/, async () => ({ version: contentVersion("site", null), draw: () => renderPng(siteImageElement()) })],
  [/^\/og\/cards\/([1-9]\d{0,9})\.png$/, async (services, [, id]) => {
    const card = await findCard({ prisma: services.database.prisma }, Number(id), { select: CARD_IMAGE_SELECT });
    if (!card) return null;
    const model = cardImageModel(card);
    return { version: contentVersion("card", model), draw: async () => renderPng(cardImageElement(model, await cardPictureDataUrl(services.storage, model.imageUrl))) };
  }],
  [/^\/og\/posts\/([1-9]\d{0,9})\.png$/, async (services, [, id]) => {
    const post = await findPublicPost({ ctx: { prisma: services.database.prisma, viewer: null, reads: createReadBatch(services.database.prisma) } }, Number(id));
    if (!post) return null;
    const model = postImageModel(post);
    return { version: contentVersion("post", model), draw: () => renderPng(postImageElement(model)) };
  }],
  [/^\/og\/formations\/([^/]+)\/([A-Za-z]{2,3})\.png$/, async (services, [, formation, position]) => {
    const top = formationTopOf(decodeURIComponent(formation), position);
    if (!top) return null;
    const model = await formationImageModel({ prisma: services.database.prisma, viewer: null, reads: createReadBatch(services.database.prisma) }, top.formation, top.position);
    return { version: contentVersion("formation", model), draw: () => renderPng(formationImageElement(model)) };
  }],
  [/^\/og\/squads\/([1-9]\d{0,9})\.png$/, async (services, [, id]) => {
    const squad = await findPublicSquad({ ctx: { prisma: services.database.prisma, viewer: null, reads: createReadBatch(services.database.prisma) } }, Number(id));
    if (!squad) return null;
    const model = squadImageModel(squad);
    return { version: contentVersion("squad", model), draw: () => renderPng(squadImageElement(model)) };
  }],
];

const notFound = () => new Response("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });

/**
 * /og/…png: the share image of a card, post, formation page or the site. The model is read
 * (one cheap statement for a card or post), its content version decides whether the cached PNG
 * still shows the truth; a URL carrying the current version (`?v=`, as the page links it) may be
 * kept for a year, any other for five minutes.
 */
export async function shareImageResponse(services: AppServices, images: ShareImageCache, request: Request, pathname: string): Promise<Response> {
  for (const [pattern, load] of ROUTES) {
    const match = pattern.exec(pathname);
    if (!match) continue;
    let drawing: Drawing | null;
    try {
      drawing = await load(services, match);
    } catch (error) {
      if (error instanceof URIError) return notFound();
      throw error;
    }
    if (!drawing) return notFound();
    const etag = `"${drawing.version}"`;
    const current = new URL(request.url).searchParams.get("v") === drawing.version;
    const headers = {
      "content-type": "image/png",
      "cache-control": current ? "public, max-age=31536000, immutable" : "public, max-age=300",
      etag,
    };
    if (matchesEtag(request.headers.get("if-none-match"), etag)) {
      return new Response(null, { status: 304, headers });
    }
    const png = await images.get(drawing.version, drawing.draw);
    return new Response(new Uint8Array(png), { headers: { ...headers, "content-length": String(png.byteLength) } });
  }
  return notFound();
}
