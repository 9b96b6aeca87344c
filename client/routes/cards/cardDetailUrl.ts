import type { LoaderFunctionArgs } from "react-router-dom";

/** The query variables of /cards/{id}; a non-numeric id names no card (the page says so). */
export function cardDetailVariables(id: string | undefined) {
  const n = Number(id);
  return { id: btoa(`Card:${Number.isSafeInteger(n) && n > 0 ? n : 0}`) };
}

export const cardDetailLoaderVariables = ({ params }: LoaderFunctionArgs) => cardDetailVariables(params.id);
