import { useEffect } from "react";

const SITE_NAME = "FC 모바일 카드 DB";

/** The tab title of a page: "<title> — FC 모바일 카드 DB", or the site name alone. */
function pageTitle(title?: string): string {
  return title ? `${title} — ${SITE_NAME}` : SITE_NAME;
}

/** Keeps `document.title` in step with the page on every client-side navigation (WCAG 2.4.2). */
export function useDocumentTitle(title?: string) {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
