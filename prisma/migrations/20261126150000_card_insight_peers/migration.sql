-- Hand-written (the schema cannot say INCLUDE): the review insight compares a card's six rating
-- averages with those of every card of its position with enough reviews. Covered by this index,
-- that is an index-only scan of ~2,400 entries instead of visiting ~1,200 heap pages of "Card".
CREATE INDEX "Card_position_reviewCount_ratings_idx" ON "Card" ("position", "reviewCount")
  INCLUDE ("ratingPace", "ratingShooting", "ratingPassing", "ratingAgility", "ratingDefense", "ratingPhysical");
