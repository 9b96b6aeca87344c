import styled from "@emotion/styled";
import type { ReactNode } from "react";
import { graphql, useFragment } from "react-relay";
import type { CardPanel_card$key } from "../../__generated__/CardPanel_card.graphql";
import { GK_STATS, MAIN_STATS, statTier, type GkStatKey, type MainStatKey } from "../../../domain/stats";
import { isSkillBoostColor } from "../../../domain/skillBoosts";
import { formatRating } from "../../../domain/rating";
import { koreanDate } from "../../../domain/time";
import { useRelativeTime } from "../../lib/renderClock";
import { skillBoostColors, statTierColors } from "../../theme/tiers";
import { CardImage } from "./CardImage";
import { OvrBadge, PositionBadge, ProgrammeBadge } from "./CardBadges";
import { Panel } from "../ui/Panel";
import { WatchButton } from "../watchlist/WatchButton";
import { LevelDiff, valueAt, type SelectedLevel } from "./CardLevelSelector";

type Props = {
  cardRef: CardPanel_card$key;
  /** The upgrade level shown (null: the base card) and its selector, for a card with levels. */
  level?: SelectedLevel | null;
  levelPicker?: ReactNode;
};

/** The card panel of /cards/{id}: picture, headline stats (at the chosen level) and the card's facts. */
export function CardPanel({ cardRef, level = null, levelPicker }: Props) {
  const relativeTimeKo = useRelativeTime();
  const card = useFragment(
    graphql`
      fragment CardPanel_card on Card {
        name
        imageUrl
        position
        ovr
        team
        league
        nation
        className
        pace
        shooting
        passing
        agilityMain
        defending
        physical
        diving
        handling
        kicking
        reflexes
        gkPositioning
        leftFootRating
        rightFootRating
        skillMoves
        skillMovesList
        height
        weight
        workRateAtt
        workRateDef
        skillBoostName
        skillBoostColor
        avgRating
        reviewCount
        statsUpdatedAt
        ...WatchButton_card
      }
    `,
    cardRef,
  );
  const { pace, shooting, passing, agilityMain, defending, physical, diving, handling, kicking, reflexes, gkPositioning } = card;
  const values: Record<MainStatKey | GkStatKey, number | null | undefined> = {
    pace, shooting, passing, agilityMain, defending, physical, diving, handling, kicking, reflexes, gkPositioning,
  };
  // A goalkeeper leads with the five keeper stats; the six field stats follow, smaller.
  const isKeeper = card.position === "GK";
  const headline = isKeeper ? GK_STATS : MAIN_STATS;
  const updatedAt = level?.statsUpdatedAt ?? String(card.statsUpdatedAt);
  const boostColor = isSkillBoostColor(card.skillBoostColor) ? skillBoostColors[card.skillBoostColor] : undefined;
  return (
    <Frame>
      <Picture>
        <CardImage src={card.imageUrl} name={card.name} position={card.position} eager />
      </Picture>
      <Info>
        <Head>
          <OvrBadge ovr={level?.ovr ?? card.ovr} large />
          {level ? <LevelDiff value={level.ovr} base={card.ovr} /> : null}
          <PositionBadge position={card.position} />
          <ProgrammeBadge className={card.className} />
          <WatchAt>
            <WatchButton cardRef={card} size="md" />
          </WatchAt>
        </Head>
        <Name>{card.name}</Name>
        <Sub>{[card.team, card.league, card.nation].filter(Boolean).join(" · ")}</Sub>
        {levelPicker}
        <Stats aria-label={level ? `주요 능력치 (${level.label})` : "주요 능력치"}>
          {headline.map(({ key, label }) => (
            <StatItem key={key} label={label} value={valueAt(level, key, values[key])} base={level ? values[key] : undefined} />
          ))}
        </Stats>
        {isKeeper ? (
          <Stats aria-label="필드 능력치" data-minor>
            {MAIN_STATS.map(({ key, label }) => (
              <StatItem key={key} label={label} value={valueAt(level, key, values[key])} base={level ? values[key] : undefined} />
            ))}
          </Stats>
        ) : null}
        <Facts>
          <div><dt>왼발 / 오른발</dt><dd>{card.leftFootRating} / {card.rightFootRating}</dd></div>
          <div><dt>개인기</dt><dd aria-label={`개인기 ${card.skillMoves}성`}>{"★".repeat(card.skillMoves)}<Dim>{"★".repeat(Math.max(0, 5 - card.skillMoves))}</Dim></dd></div>
          <div><dt>키 / 몸무게</dt><dd>{card.height}cm / {card.weight}kg</dd></div>
          <div><dt>공격 / 수비 적극성</dt><dd>{card.workRateAtt} / {card.workRateDef}</dd></div>
          <div><dt>스킬부스트</dt><dd style={boostColor ? { color: boostColor } : undefined}>{card.skillBoostName ?? "없음"}</dd></div>
          <div><dt>개인기 수</dt><dd>{card.skillMovesList.length}개</dd></div>
          {/* Per stat set: the chosen level's own date, else the base card's. */}
          <div>
            <dt>{level ? `마지막 업데이트 (${level.label})` : "마지막 업데이트"}</dt>
            <dd><time dateTime={updatedAt} title={koreanDate(updatedAt)}>{relativeTimeKo(updatedAt)}</time></dd>
          </div>
          <div><dt>평균 리뷰 평점</dt><dd>{card.reviewCount > 0 ? `${formatRating(card.avgRating)} / 10 (${card.reviewCount}개)` : "리뷰 없음"}</dd></div>
        </Facts>
        {card.skillMovesList.length > 0 ? (
          <Moves aria-label="개인기 목록">
            {card.skillMovesList.map((m) => <li key={m}>{m}</li>)}
          </Moves>
        ) : null}
      </Info>
    </Frame>
  );
}

function StatItem({ label, value, base }: { label: string; value: number | null | undefined; base?: number | null }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd style={value != null ? { color: statTierColors[statTier(value)] } : undefined}>
        {value ?? "-"}
        {base !== undefined ? <LevelDiff value={value} base={base} /> : null}
      </dd>
    </div>
  );
}

const Frame = styled(Panel)(({ theme }) => ({
  display: "grid",
  gap: theme.space(5),
  [theme.mq.md]: { gridTemplateColumns: "260px 1fr" },
}));
const Picture = styled.div({ maxWidth: "260px", width: "100%", justifySelf: "center" });
const Info = styled.div(({ theme }) => ({ display: "grid", gap: theme.space(3), alignContent: "start" }));
const Head = styled.div(({ theme }) => ({ display: "flex", alignItems: "center", gap: theme.space(2) }));
const WatchAt = styled.span({ marginLeft: "auto" });
const Name = styled.h1(({ theme }) => ({ fontSize: theme.fontSizes.xxl, fontWeight: theme.fontWeights.heavy }));
const Sub = styled.p(({ theme }) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }));
const Stats = styled.dl(({ theme }) => ({
  display: "grid",
  gridTemplateColumns: "repeat(3, minmax(0, 1fr))",
  gap: theme.space(2),
  [theme.mq.sm]: { gridTemplateColumns: "repeat(6, minmax(0, 1fr))" },
  "& > div": { padding: theme.space(2), borderRadius: theme.radii.md, background: theme.colors.surfaceRaised, textAlign: "center" },
  "& dt": { fontSize: theme.fontSizes.xs, color: theme.colors.textMuted },
  "& dd": { margin: 0, fontFamily: theme.fonts.numeric, fontSize: theme.fontSizes.xl, fontWeight: theme.fontWeights.heavy },
  "&[data-minor] dd": { fontSize: theme.fontSizes.md },
}));
const Facts = styled.dl(({ theme }) => ({
  display: "grid",
  gap: theme.space(2),
  gridTemplateColumns: "repeat(auto-fill, minmax(150px, 1fr))",
  "& dt": { fontSize: theme.fontSizes.xs, color: theme.colors.textMuted },
  "& dd": { margin: 0, fontWeight: theme.fontWeights.bold },
}));
const Dim = styled.span(({ theme }) => ({ color: theme.colors.border }));
const Moves = styled.ul(({ theme }) => ({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexWrap: "wrap",
  gap: theme.space(1.5),
  "& li": { padding: theme.space(0.5, 2), borderRadius: theme.radii.pill, background: theme.colors.surfaceRaised, fontSize: theme.fontSizes.xs },
}));
