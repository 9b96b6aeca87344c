import { useEffect } from "react";

const SITE_NAME = "FC 모바일 카드 DB";

/** Sets the tab title to "<title> | FC 모바일 카드 DB", or the site name alone. */
export function useDocumentTitle(title?: string) {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}
