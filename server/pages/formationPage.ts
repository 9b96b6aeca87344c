import { getTopPlayers } from "../modules/formations/formations.service";
import { formationTopOf, formationTopPath, type Formation } from "../../domain/formations";
import { formationTopDescription, formationTopSubject } from "../../domain/pageMeta";
import { formatRating } from "../../domain/rating";
import type { FormationImageModel } from "./og/formationImage";
import { escapeHtml, type PageHead } from "./html";
import { breadcrumbNav, breadcrumbs, notFoundHead, pageHead, type PageRequest } from "./page";

/** The top players a formation page shows in its HTML (the app pages through the rest). */
const LISTED = 10;
const TOP_SELECT = { id: true, name: true, ovr: true } as const;

const formationImagePath = (formation: string, position: string) => `/og/formations/${encodeURIComponent(formation)}/${position}.png`;

/** /formations/:formation/:position, the TOP 100 of a formation and position (two statements). */
export async function formationPageHead(request: PageRequest): Promise<PageHead> {
  const top = formationTopOf(request.params.formation ?? "", request.params.formationPosition);
  if (!top) return notFoundHead(request);
  const { formation, position } = top;
  const players = await getTopPlayers(request.ctx, { formation: formation.name, position, limit: LISTED, select: TOP_SELECT });
  const subject = formationTopSubject(formation.name, position);
  const path = formationTopPath(formation.name, position);
  const steps: [string, string][] = [["홈", "/"], ["포메이션", "/formations"], [subject, path]];
  const list = players.map((p) =>
    `<li><a href="/cards/${p.card.id}">${escapeHtml(p.card.name)}</a> OVR ${p.card.ovr} · 평점 ${formatRating(p.avgRating)} (리뷰 ${p.reviewCount}개)</li>`);
  return pageHead(request, {
    subject,
    description: formationTopDescription(formation.name, position),
    canonicalPath: path,
    imagePath: formationImagePath(formation.name, position),
    jsonLd: [breadcrumbs(request.origin, steps)],
    content:
      `<main>${breadcrumbNav(steps)}<h1>${escapeHtml(subject)}</h1><p>${escapeHtml(formation.description)}</p>` +
      (list.length ? `<ol>${list.join("")}</ol>` : "<p>아직 이 포메이션과 포지션의 리뷰가 없습니다.</p>") + "</main>",
  });
}

/** The share image's model: every slot's top player at its position, and the page position's first five. */
export async function formationImageModel(ctx: PageRequest["ctx"], formation: Formation, position: string): Promise<FormationImageModel> {
  const counts = new Map<string, number>();
  for (const s of formation.positions) counts.set(s.position, (counts.get(s.position) ?? 0) + 1);
  counts.set(position, Math.max(counts.get(position) ?? 0, 5));
  const tops = new Map(
    await Promise.all([...counts].map(async ([p, n]) =>
      [p, await getTopPlayers(ctx, { formation: formation.name, position: p, limit: n, select: TOP_SELECT })] as const)),
  );
  const used = new Map<string, number>();
  const slots = formation.positions.map((s) => {
    const i = used.get(s.position) ?? 0;
    used.set(s.position, i + 1);
    return { position: s.position, x: s.x, y: s.y, player: tops.get(s.position)?.[i]?.card.name ?? null };
  });
  const top = (tops.get(position) ?? []).slice(0, 5).map((p) => ({ name: p.card.name, ovr: p.card.ovr, avgRating: p.avgRating, reviewCount: p.reviewCount }));
  return { formation: formation.name, position, slots, top };
}
