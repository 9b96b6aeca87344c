import styled from "@emotion/styled";
import { useEffect, useMemo, useRef } from "react";
import { useNavigate } from "react-router-dom";

/**
 * Post HTML as stored: the server sanitised it at write time with the allowlist in
 * server/modules/community/postContent.ts (sanitize-html is not shipped to the browser). Broken images are hidden.
 */
export function PostBody({ html }: { html: string }) {
  const safe = useMemo(() => ({ __html: html }), [html]);
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    // error does not bubble; a capturing listener sees every image inside.
    const hide = (event: Event) => {
      if (event.target instanceof HTMLImageElement) event.target.hidden = true;
    };
    // A mention (`a[data-mention]`, always /users/{id}) opens the profile inside the app, not as a new page load.
    const openMention = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest("a[data-mention]") : null;
      if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      void navigate(link.getAttribute("href") ?? "/");
    };
    el.addEventListener("error", hide, true);
    el.addEventListener("click", openMention);
    return () => {
      el.removeEventListener("error", hide, true);
      el.removeEventListener("click", openMention);
    };
  }, [navigate]);
  return <Body ref={ref} dangerouslySetInnerHTML={safe} />;
}

const Body = styled.div(({ theme }) => ({
  lineHeight: theme.lineHeights.body,
  overflowWrap: "anywhere",
  "& img, & video": { maxWidth: "100%", height: "auto", borderRadius: theme.radii.md, display: "block", margin: theme.space(2, 0) },
  "& a": { color: theme.colors.primary, textDecoration: "underline" },
  "& ul, & ol": { paddingLeft: theme.space(6) },
  "& blockquote": { borderLeft: `3px solid ${theme.colors.border}`, paddingLeft: theme.space(3), color: theme.colors.textMuted },
  "& h1, & h2, & h3": { fontWeight: theme.fontWeights.bold, margin: theme.space(3, 0, 1) },
  "& p": { margin: theme.space(1, 0) },
}));
