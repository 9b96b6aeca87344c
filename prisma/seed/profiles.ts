/** How much of everything each seed profile generates. */
export type SeedProfile = "demo" | "bench";

export interface ProfileSize {
  cards: number;
  members: number;
  /** Target number of shown (latest) reviews; older duplicates come on top. */
  reviews: number;
  /** Share of (card, user) pairs that also have an older, superseded review. */
  duplicateShare: number;
  replies: number;
  likes: number;
  votes: number;
  posts: number;
  comments: number;
  postLikes: number;
  formationReviews: number;
  formationReactions: number;
  formationComments: number;
  squads: number;
}

export const PROFILES: Record<SeedProfile, ProfileSize> = {
  demo: {
    cards: 1_200, members: 400, reviews: 21_000, duplicateShare: 0.015, replies: 8_000, likes: 30_000, votes: 12_000,
    posts: 320, comments: 1_800, postLikes: 3_000, formationReviews: 300, formationReactions: 2_000, formationComments: 600,
    squads: 40,
  },
  bench: {
    cards: 20_000, members: 2_000, reviews: 1_000_000, duplicateShare: 0.01, replies: 100_000, likes: 200_000,
    votes: 50_000, posts: 3_000, comments: 20_000, postLikes: 30_000, formationReviews: 1_000, formationReactions: 8_000,
    formationComments: 3_000, squads: 2_000,
  },
};

export function isSeedProfile(value: unknown): value is SeedProfile {
  return value === "demo" || value === "bench";
}
