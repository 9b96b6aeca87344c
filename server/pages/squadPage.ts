import { findSquad } from "../modules/squads/squads.service";
import { formationByName } from "../../domain/formations";
import { squadFigures } from "../../domain/squadFigures";
import { displayName } from "../../domain/users";
import type { SquadImageModel } from "./og/squadImage";
import { contentVersion } from "./og/shareImages";
import { escapeHtml, type PageHead } from "./html";
import { breadcrumbNav, breadcrumbs, notFoundHead, pageHead, type PageRequest } from "./page";

type SquadRow = NonNullable<Awaited<ReturnType<typeof findSquad>>>;

/** A public squad by id (one statement, its cards included), or null: private squads have no public page. */
export const findPublicSquad = async (request: Pick<PageRequest, "ctx">, id: number) =>
  (id <= 2_147_483_647 ? findSquad({ prisma: request.ctx.prisma, viewer: null }, id) : null);

/** The share image's model: every slot with its card's name and OVR, the name, formation and average OVR. */
export function squadImageModel(squad: SquadRow): SquadImageModel {
  const formation = formationByName(squad.formation);
  const positions = formation?.positions ?? [];
  const cards = positions.map((_, slot) => squad.players.find((p) => p.slot === slot)?.card ?? null);
  const { averageOvr } = squadFigures(positions.map((p) => p.position), cards);
  return {
    name: squad.name,
    formation: squad.formation,
    author: displayName(squad.user),
    averageOvr,
    slots: positions.map((p, i) => ({ position: p.position, x: p.x, y: p.y, card: cards[i] ? { name: cards[i].name, ovr: cards[i].ovr } : null })),
  };
}

/** /squads/:id: one statement; a private or missing squad is the not-found page. */
export async function squadPageHead(request: PageRequest): Promise<PageHead> {
  const squad = await findPublicSquad(request, Number(request.params.id));
  if (!squad) return notFoundHead(request);
  const model = squadImageModel(squad);
  const path = `/squads/${squad.id}`;
  const steps: [string, string][] = [["홈", "/"], ["스쿼드", "/squads"], [squad.name, path]];
  const ovr = model.averageOvr === null ? "" : ` · 평균 OVR ${model.averageOvr.toFixed(1)}`;
  const summary = `${squad.formation} 스쿼드${ovr} · ${model.author}`;
  const players = model.slots.map((s) => `<li>${s.position} ${s.card ? `${escapeHtml(s.card.name)} (OVR ${s.card.ovr})` : "-"}</li>`).join("");
  return pageHead(request, {
    subject: squad.name.endsWith("스쿼드") ? squad.name : `${squad.name} 스쿼드`,
    description: squad.description ? `${summary}: ${[...squad.description].slice(0, 120).join("")}` : summary,
    canonicalPath: path,
    imagePath: `/og/squads/${squad.id}.png?v=${contentVersion("squad", model)}`,
    imageAlt: `${squad.name}: ${summary}`,
    jsonLd: [breadcrumbs(request.origin, steps)],
    content: `<main>${breadcrumbNav(steps)}<h1>${escapeHtml(squad.name)}</h1><p>${escapeHtml(summary)}</p>` +
      (squad.description ? `<p>${escapeHtml(squad.description)}</p>` : "") + `<ol>${players}</ol></main>`,
  });
}
