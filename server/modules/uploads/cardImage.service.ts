import type { Context } from "../../core/context";
import { NotFoundError } from "../../errors";
import { CARD_IMAGE_UPLOAD } from "../../../domain/uploads";
import { CARD_NOT_FOUND } from "../cards/cards.service";
import { requireAdmin } from "../../core/guards";
import { updateCard } from "../admin/adminCards.service";
import { receiveUploads } from "./uploads.service";

/**
 * Admin: replaces a card's image with the one uploaded in this multipart request (one JPG, PNG
 * or GIF of at most 1 MB), through the storage seam, then patches the card the way the admin
 * editor does (activity logged). A refused file leaves the card and the store untouched.
 */
export async function replaceCardImage(ctx: Context, cardId: number, request: Request) {
  const admin = requireAdmin(ctx);
  const exists = await ctx.prisma.card.findUnique({ where: { id: cardId }, select: { id: true } });
  if (!exists) throw new NotFoundError(CARD_NOT_FOUND);
  const [image] = await receiveUploads(ctx.services, request, admin.id, CARD_IMAGE_UPLOAD);
  const card = await updateCard(ctx, cardId, { imageUrl: image.url });
  return { id: card.id, imageUrl: image.url, srcSet: image.srcSet };
}
