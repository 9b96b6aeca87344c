/** The fixed catalogues (skill boosts, formations) and the home-page banners. */
import type { ScriptRunner } from "../../server/platform/db";
import { FORMATIONS } from "../../domain/formations";
import { SKILL_BOOSTS } from "../../domain/skillBoosts";
import { BASE_TIME, DAY_MS, END_TIME } from "./random";
import { insertRows, lit, ts, tuples } from "./sql";

const BANNERS = [
  { title: "신규 카드 업데이트! 이번 주 새로 나온 카드를 확인하세요", imageUrl: "/banners/banner-1.svg", linkUrl: "/new-cards" },
  { title: "포메이션 파인더로 내 스쿼드에 맞는 전술 찾기", imageUrl: "/banners/banner-2.svg", linkUrl: "/formation-finder" },
  { title: "선수 리뷰 남기고 레벨 올리기", imageUrl: "/banners/banner-3.svg", linkUrl: "/popular-cards" },
  { title: "FC 모바일 카드 DB 유튜브 채널 오픈", imageUrl: "/banners/banner-4.svg", linkUrl: "https://www.youtube.com/@fcmobilecarddb" },
] as const;

export async function insertCatalogues(db: ScriptRunner): Promise<void> {
  await insertRows(
    db, "SkillBoost", ["id", "key", "nameKo", "color", "stats"],
    tuples(SKILL_BOOSTS.map((b, i) => [i + 1, b.key, b.nameKo, b.color, { json: b.stats }])),
  );
  await insertRows(
    db, "Formation", ["id", "name", "formationType", "description", "userId", "playerPositions", "upvotes", "downvotes", "createdAt"],
    FORMATIONS.map((f, i) =>
      [
        lit(i + 1), lit(f.name), lit(f.name.split(" ")[0]), lit(f.description), "NULL",
        lit({ json: f.positions.map(({ position, x, y }) => ({ position, x, y })) }), "0", "0", ts(BASE_TIME),
      ].join(","),
    ),
  );
  const bannerRows = [
    ...BANNERS.map((b, i) => ({ ...b, isActive: true, displayOrder: i + 1, at: END_TIME - (40 - i * 9) * DAY_MS })),
    {
      title: "여름 시즌 이벤트 (종료)", imageUrl: "/banners/banner-2.svg", linkUrl: "/community",
      isActive: false, displayOrder: 5, at: BASE_TIME + 40 * DAY_MS,
    },
  ];
  await insertRows(
    db, "Banner", ["id", "title", "imageUrl", "linkUrl", "isActive", "displayOrder", "createdAt", "updatedAt"],
    bannerRows.map((b, i) =>
      [lit(i + 1), lit(b.title), lit(b.imageUrl), lit(b.linkUrl), lit(b.isActive), lit(b.displayOrder), ts(b.at), ts(b.at)].join(","),
    ),
  );
}
