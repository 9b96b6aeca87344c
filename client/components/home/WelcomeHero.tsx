import styled from "@emotion/styled";
import { ButtonLink } from "../ui/Button";
import { SearchIcon } from "../ui/icons";

/** Stands in for the banner strip until an admin adds banners. */
export function WelcomeHero() {
  return (
    <Hero aria-labelledby="welcome-title">
      <Title id="welcome-title">FC 모바일 카드 DB</Title>
      <Lead>선수 카드 정보와 유저들의 실사용 리뷰를 한곳에서 확인하세요.</Lead>
      <ButtonLink to="/cards">
        <SearchIcon size={18} />
        선수 검색하기
      </ButtonLink>
    </Hero>
  );
}

const Hero = styled.section(({ theme }) => ({
  display: "grid",
  justifyItems: "start",
  gap: theme.space(3),
  padding: theme.space(8, 5),
  borderRadius: theme.radii.lg,
  background: `radial-gradient(circle at 85% 20%, ${theme.colors.primarySoft}, transparent 55%), linear-gradient(135deg, ${theme.colors.pitch}, ${theme.colors.surface})`,
  [theme.mq.md]: { padding: theme.space(12, 10) },
}));

const Title = styled.h2(({ theme }) => ({ fontSize: theme.fontSizes.xxl, fontWeight: theme.fontWeights.heavy, [theme.mq.md]: { fontSize: theme.fontSizes.display } }));

const Lead = styled.p(({ theme }) => ({ color: theme.colors.textMuted }));
