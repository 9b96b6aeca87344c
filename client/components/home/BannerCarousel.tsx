import { useMemo } from "react";
import { graphql, useFragment } from "react-relay";
import type { BannerCarousel_banners$key } from "../../__generated__/BannerCarousel_banners.graphql";
import { BannerCarouselView, type BannerSlide } from "./BannerCarouselView";
import { WelcomeHero } from "./WelcomeHero";

type BannerCarouselProps = { bannersRef: BannerCarousel_banners$key };

/** Home banner carousel (active banners in display order); a welcome hero when there are none. */
export function BannerCarousel({ bannersRef }: BannerCarouselProps) {
  const banners = useFragment(
    graphql`
      fragment BannerCarousel_banners on Banner @relay(plural: true) {
        id
        title
        imageUrl
        linkUrl
        displayOrder
      }
    `,
    bannersRef,
  );
  const ordered = useMemo(
    () =>
      [...banners]
        .sort((a, b) => a.displayOrder - b.displayOrder)
        .map(({ id, title, imageUrl, linkUrl }): BannerSlide => ({ id, title, imageUrl, linkUrl })),
    [banners],
  );
  if (ordered.length === 0) return <WelcomeHero />;
  return <BannerCarouselView banners={ordered} />;
}
