import { useEffect } from "react";
import { pageTitle } from "../../domain/pageMeta";

/** Keeps `document.title` in step with the page on every client-side navigation (WCAG 2.4.2); the server sends the same title first (server/pages). */
export function useDocumentTitle(title?: string) {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
