import styled from "@emotion/styled";
import { useState, type ReactNode } from "react";
import { Link } from "react-router-dom";
import { PauseIcon, PlayArrowIcon } from "../ui/icons";
import { useAutoAdvance } from "../ui/useAutoAdvance";
import { usePrefersReducedMotion } from "../ui/usePrefersReducedMotion";
import { BannerImage } from "./BannerImage";
import { resolveBannerLink } from "./bannerLink";
import { usePageOrigin } from "../../lib/usePageOrigin";

/** Banners rotate every 5 s. */
export const BANNER_INTERVAL_MS = 5000;

export type BannerSlide = {
  id: string;
  title: string;
  imageUrl: string;
  linkUrl: string | null | undefined;
};

type BannerCarouselViewProps = {
  banners: readonly BannerSlide[];
  intervalMs?: number;
  /** The site origin banner links are compared with; the page's own by default. */
  origin?: string;
};

/**
 * Rotating banner strip with dots; pauses while hovered or focused, and a visible button stops and
 * restarts it (WCAG 2.2.2). With reduced motion requested it starts stopped.
 */
export function BannerCarouselView({ banners, intervalMs = BANNER_INTERVAL_MS, origin: givenOrigin }: BannerCarouselViewProps) {
  const pageOrigin = usePageOrigin();
  const origin = givenOrigin ?? pageOrigin;
  const [paused, setPaused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const [stopped, setStopped] = useState<boolean | null>(null);
  const isStopped = stopped ?? reducedMotion;
  const [current, goTo] = useAutoAdvance(banners.length, intervalMs, paused || isStopped);
  if (banners.length === 0) return null;

  return (
    <Region
      aria-roledescription="carousel"
      aria-label="배너"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Viewport>
        {banners.map((banner, index) => {
          const active = index === current;
          const image = <BannerImage src={banner.imageUrl} title={banner.title} eager={index === 0} />;
          return (
            <Slide
              key={banner.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} / ${banners.length}: ${banner.title}`}
              aria-hidden={!active}
              inert={!active}
              data-active={active}
            >
              {wrapInLink(banner.linkUrl, origin, banner.title, image)}
            </Slide>
          );
        })}
      </Viewport>
      {banners.length > 1 ? (
        <Controls>
          <PlayToggle
            type="button"
            aria-label={isStopped ? "배너 자동 넘김 재생" : "배너 자동 넘김 정지"}
            onClick={() => setStopped(!isStopped)}
          >
            {isStopped ? <PlayArrowIcon size={14} /> : <PauseIcon size={14} />}
          </PlayToggle>
          {banners.map((banner, index) => (
            <Dot
              key={banner.id}
              type="button"
              aria-label={`${index + 1}번째 배너 보기`}
              aria-current={index === current ? "true" : undefined}
              onClick={() => goTo(index)}
            />
          ))}
        </Controls>
      ) : null}
    </Region>
  );
}

function wrapInLink(linkUrl: string | null | undefined, origin: string, title: string, content: ReactNode) {
  const link = resolveBannerLink(linkUrl, origin);
  if (!link) return content;
  if (link.kind === "internal") {
    return (
      <SlideRouterLink to={link.to} aria-label={title}>
        {content}
      </SlideRouterLink>
    );
  }
  return (
    <SlideLink href={link.href} target="_blank" rel="noopener noreferrer" aria-label={`${title} (새 창)`}>
      {content}
    </SlideLink>
  );
}

const Region = styled.section(({ theme }) => ({
  position: "relative",
  overflow: "hidden",
  borderRadius: theme.radii.lg,
  background: theme.colors.surface,
}));

const Viewport = styled.div({ position: "relative", aspectRatio: "1920 / 400" });

const Slide = styled.div(({ theme }) => ({
  position: "absolute",
  inset: 0,
  opacity: 0,
  visibility: "hidden",
  transition: `opacity ${theme.motion.normal}, visibility ${theme.motion.normal}`,
  "&[data-active='true']": { opacity: 1, visibility: "visible" },
}));

const slideLinkStyles = { display: "block", width: "100%", height: "100%" } as const;
const SlideLink = styled.a(slideLinkStyles);
const SlideRouterLink = styled(Link)(slideLinkStyles);

const Controls = styled.div(({ theme }) => ({
  position: "absolute",
  bottom: theme.space(2),
  left: "50%",
  display: "flex",
  alignItems: "center",
  gap: theme.space(1),
  transform: "translateX(-50%)",
}));

const PlayToggle = styled.button(({ theme }) => ({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "24px",
  height: "24px",
  padding: 0,
  border: "none",
  borderRadius: theme.radii.pill,
  background: theme.colors.overlay,
  color: theme.colors.text,
  cursor: "pointer",
}));

const Dot = styled.button(({ theme }) => ({
  width: "24px",
  height: "24px",
  padding: 0,
  border: "none",
  background: "transparent",
  cursor: "pointer",
  "&::before": {
    content: '""',
    display: "block",
    width: "8px",
    height: "8px",
    margin: "auto",
    borderRadius: theme.radii.pill,
    background: theme.colors.indicator,
    transition: `width ${theme.motion.fast}`,
  },
  "&[aria-current='true']::before": { width: "20px", background: theme.colors.primary },
}));
