import { findCard } from "../modules/cards/cards.service";
import { cardDescription, cardHeadline, cardReviewLine } from "../../domain/pageMeta";
import { CARD_IMAGE_SELECT, cardImageModel } from "./og/cardImage";
import { contentVersion } from "./og/shareImages";
import { escapeHtml, type PageHead } from "./html";
import { breadcrumbNav, breadcrumbs, notFoundHead, pageHead, type PageRequest } from "./page";

/** The card columns the page head reads: the share image's, in the same one statement. */
const CARD_PAGE_SELECT = CARD_IMAGE_SELECT;

/** Where a card's share image lives; `v` changes with what it shows, so previews refresh. */
const cardImagePath = (id: number, version: string) => `/og/cards/${id}.png?v=${version}`;

/** /cards/:id: one statement (the card row carries its average rating and review count). */
export async function cardPageHead(request: PageRequest): Promise<PageHead> {
  const id = Number(request.params.id);
  const card = await findCard(request.ctx, id, { select: CARD_PAGE_SELECT });
  if (!card) return notFoundHead(request);
  const model = cardImageModel(card);
  const headline = cardHeadline(card);
  const path = `/cards/${card.id}`;
  const steps: [string, string][] = [["홈", "/"], ["선수 카드", "/cards"], [headline, path]];
  const facts = [card.position, `OVR ${card.ovr}`, card.team, card.league, card.nation].filter(Boolean).join(" · ");
  const stats = model.stats.map((s) => `<div><dt>${s.label}</dt><dd>${s.value ?? "-"}</dd></div>`).join("");
  return pageHead(request, {
    subject: headline,
    description: cardDescription(card),
    canonicalPath: path,
    imagePath: cardImagePath(card.id, contentVersion("card", model)),
    imageAlt: `${headline} 카드: 능력치와 ${cardReviewLine(card)}`,
    jsonLd: [breadcrumbs(request.origin, steps)],
    content:
      `<main>${breadcrumbNav(steps)}<article><h1>${escapeHtml(card.name)}</h1>` +
      `<p>${escapeHtml(facts)}</p><dl aria-label="주요 능력치">${stats}</dl>` +
      `<p>${escapeHtml(cardReviewLine(card))}</p></article></main>`,
  });
}
