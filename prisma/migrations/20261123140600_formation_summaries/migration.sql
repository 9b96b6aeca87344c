-- CreateTable
CREATE TABLE "FormationStat" (
    "formation" TEXT NOT NULL,
    "reviewCount" INTEGER NOT NULL DEFAULT 0,
    "ratingSum" DECIMAL(65,30) NOT NULL DEFAULT 0,

    CONSTRAINT "FormationStat_pkey" PRIMARY KEY ("formation")
);

-- CreateTable
CREATE TABLE "FormationCardStat" (
    "formation" TEXT NOT NULL,
    "cardId" INTEGER NOT NULL,
    "positionBreak" TEXT NOT NULL DEFAULT '',
    "position" TEXT NOT NULL,
    "reviewCount" INTEGER NOT NULL DEFAULT 0,
    "ratingSum" DECIMAL(65,30) NOT NULL DEFAULT 0,

    CONSTRAINT "FormationCardStat_pkey" PRIMARY KEY ("formation","cardId","positionBreak")
);

-- CreateIndex (covering, by hand: top players read it with an index-only scan)
CREATE INDEX "FormationCardStat_formation_position_idx" ON "FormationCardStat"("formation", "position")
  INCLUDE ("cardId", "reviewCount", "ratingSum");

-- CreateIndex
CREATE INDEX "FormationCardStat_cardId_idx" ON "FormationCardStat"("cardId");


-- Summaries follow every write to "Review" in the writing statement's own transaction.
-- Statement-level triggers with transition tables: a bulk insert (seed, import) applies one
-- aggregated delta per key instead of one upsert per row.
CREATE FUNCTION formation_summaries_add() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO "FormationStat" AS s (formation, "reviewCount", "ratingSum")
    SELECT formation, count(*), sum("overallRating"::numeric) FROM new_rows WHERE "isLatest" GROUP BY formation
  ON CONFLICT (formation) DO UPDATE SET "reviewCount" = s."reviewCount" + EXCLUDED."reviewCount", "ratingSum" = s."ratingSum" + EXCLUDED."ratingSum";
  INSERT INTO "FormationCardStat" AS s (formation, "cardId", "positionBreak", position, "reviewCount", "ratingSum")
    SELECT r.formation, r."cardId", COALESCE(r."positionBreak", ''), COALESCE(NULLIF(r."positionBreak", ''), c.position),
           count(*), sum(r."overallRating"::numeric)
    FROM new_rows r JOIN "Card" c ON c.id = r."cardId" WHERE r."isLatest"
    GROUP BY r.formation, r."cardId", COALESCE(r."positionBreak", ''), COALESCE(NULLIF(r."positionBreak", ''), c.position)
  ON CONFLICT (formation, "cardId", "positionBreak") DO UPDATE
    SET "reviewCount" = s."reviewCount" + EXCLUDED."reviewCount", "ratingSum" = s."ratingSum" + EXCLUDED."ratingSum";
  RETURN NULL;
END $fn$;

CREATE FUNCTION formation_summaries_remove() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  UPDATE "FormationStat" s SET "reviewCount" = s."reviewCount" - d.n, "ratingSum" = s."ratingSum" - d.total
    FROM (SELECT formation, count(*) AS n, sum("overallRating"::numeric) AS total FROM old_rows WHERE "isLatest" GROUP BY formation) d
    WHERE s.formation = d.formation;
  UPDATE "FormationCardStat" s SET "reviewCount" = s."reviewCount" - d.n, "ratingSum" = s."ratingSum" - d.total
    FROM (SELECT formation, "cardId", COALESCE("positionBreak", '') AS pb, count(*) AS n, sum("overallRating"::numeric) AS total
          FROM old_rows WHERE "isLatest" GROUP BY 1, 2, 3) d
    WHERE s.formation = d.formation AND s."cardId" = d."cardId" AND s."positionBreak" = d.pb;
  DELETE FROM "FormationStat" WHERE "reviewCount" <= 0;
  DELETE FROM "FormationCardStat" s USING (SELECT DISTINCT "cardId" FROM old_rows) o WHERE s."cardId" = o."cardId" AND s."reviewCount" <= 0;
  RETURN NULL;
END $fn$;

CREATE FUNCTION formation_summaries_update() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  -- An update is its old rows removed and its new rows added (isLatest flips, edits, moves).
  UPDATE "FormationStat" s SET "reviewCount" = s."reviewCount" - d.n, "ratingSum" = s."ratingSum" - d.total
    FROM (SELECT formation, count(*) AS n, sum("overallRating"::numeric) AS total FROM old_rows WHERE "isLatest" GROUP BY formation) d
    WHERE s.formation = d.formation;
  UPDATE "FormationCardStat" s SET "reviewCount" = s."reviewCount" - d.n, "ratingSum" = s."ratingSum" - d.total
    FROM (SELECT formation, "cardId", COALESCE("positionBreak", '') AS pb, count(*) AS n, sum("overallRating"::numeric) AS total
          FROM old_rows WHERE "isLatest" GROUP BY 1, 2, 3) d
    WHERE s.formation = d.formation AND s."cardId" = d."cardId" AND s."positionBreak" = d.pb;
  INSERT INTO "FormationStat" AS s (formation, "reviewCount", "ratingSum")
    SELECT formation, count(*), sum("overallRating"::numeric) FROM new_rows WHERE "isLatest" GROUP BY formation
  ON CONFLICT (formation) DO UPDATE SET "reviewCount" = s."reviewCount" + EXCLUDED."reviewCount", "ratingSum" = s."ratingSum" + EXCLUDED."ratingSum";
  INSERT INTO "FormationCardStat" AS s (formation, "cardId", "positionBreak", position, "reviewCount", "ratingSum")
    SELECT r.formation, r."cardId", COALESCE(r."positionBreak", ''), COALESCE(NULLIF(r."positionBreak", ''), c.position),
           count(*), sum(r."overallRating"::numeric)
    FROM new_rows r JOIN "Card" c ON c.id = r."cardId" WHERE r."isLatest"
    GROUP BY r.formation, r."cardId", COALESCE(r."positionBreak", ''), COALESCE(NULLIF(r."positionBreak", ''), c.position)
  ON CONFLICT (formation, "cardId", "positionBreak") DO UPDATE
    SET "reviewCount" = s."reviewCount" + EXCLUDED."reviewCount", "ratingSum" = s."ratingSum" + EXCLUDED."ratingSum";
  DELETE FROM "FormationStat" WHERE "reviewCount" <= 0;
  DELETE FROM "FormationCardStat" s USING (SELECT DISTINCT "cardId" FROM old_rows) o WHERE s."cardId" = o."cardId" AND s."reviewCount" <= 0;
  RETURN NULL;
END $fn$;

CREATE TRIGGER review_formation_summaries_insert AFTER INSERT ON "Review"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION formation_summaries_add();
CREATE TRIGGER review_formation_summaries_delete AFTER DELETE ON "Review"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION formation_summaries_remove();
CREATE TRIGGER review_formation_summaries_update AFTER UPDATE ON "Review"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION formation_summaries_update();

-- The position played without a break is the card's: follow a card's position change.
CREATE FUNCTION formation_summaries_card_position() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  UPDATE "FormationCardStat" SET position = NEW.position WHERE "cardId" = NEW.id AND "positionBreak" = '';
  RETURN NULL;
END $fn$;
CREATE TRIGGER card_formation_summaries_position AFTER UPDATE OF position ON "Card"
  FOR EACH ROW WHEN (OLD.position IS DISTINCT FROM NEW.position) EXECUTE FUNCTION formation_summaries_card_position();

-- Existing reviews.
INSERT INTO "FormationStat" (formation, "reviewCount", "ratingSum")
  SELECT formation, count(*), sum("overallRating"::numeric) FROM "Review" WHERE "isLatest" GROUP BY formation;
INSERT INTO "FormationCardStat" (formation, "cardId", "positionBreak", position, "reviewCount", "ratingSum")
  SELECT r.formation, r."cardId", COALESCE(r."positionBreak", ''), COALESCE(NULLIF(r."positionBreak", ''), c.position),
         count(*), sum(r."overallRating"::numeric)
  FROM "Review" r JOIN "Card" c ON c.id = r."cardId" WHERE r."isLatest"
  GROUP BY 1, 2, 3, 4;

ANALYZE "FormationStat";
ANALYZE "FormationCardStat";
