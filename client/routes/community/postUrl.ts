import type { LoaderFunctionArgs } from "react-router-dom";

/** The Relay global id of /posts/{id}; a non-numeric id names no post (the page says so). */
function postGlobalId(id: string | undefined | null): string {
  const n = Number(id);
  return btoa(`Post:${Number.isSafeInteger(n) && n > 0 ? n : 0}`);
}

export const postLoaderVariables = ({ params }: LoaderFunctionArgs) => ({ id: postGlobalId(params.id) });

/** /community/write?edit={id}: the post to edit, if any. */
export const writeLoaderVariables = ({ request, params }: LoaderFunctionArgs) => {
  const edit = params.id ?? new URL(request.url).searchParams.get("edit");
  return { id: postGlobalId(edit), editing: edit !== null };
};
