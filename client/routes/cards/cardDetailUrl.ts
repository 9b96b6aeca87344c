import type { LoaderFunctionArgs } from "react-router-dom";

/** The Relay global id of /cards/{id}; a non-numeric id names no card (the page says so). */
function cardGlobalId(id: string | undefined): string {
  const n = Number(id);
  return btoa(`Card:${Number.isSafeInteger(n) && n > 0 ? n : 0}`);
}

export const cardDetailLoaderVariables = ({ params }: LoaderFunctionArgs) => ({ id: cardGlobalId(params.id) });
