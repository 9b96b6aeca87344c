/** The demo admin, the demo member and fictional community members with varied activity. */
import { BASE_TIME, DAY_MS, Rng } from "./random";
import { nickname, username } from "./names";

export const DEMO_ACCOUNTS = {
  admin: { username: "admin", email: "admin@fcmobile.example", password: "admin1234!" },
  member: { username: "demo", email: "demo@fcmobile.example", password: "demo1234!" },
} as const;
/** Every other generated member signs in with this password (demo data only). */
export const MEMBER_PASSWORD = "member1234!";

export const ADMIN_ID = 1;
export const DEMO_ID = 2;

export interface SeedUser {
  id: number;
  username: string;
  email: string;
  nickname: string;
  profileName: string | null;
  isAdmin: boolean;
  legendaryIcon: boolean;
  createdAt: number;
  /** Relative activity: how often this user writes, likes and comments. */
  activity: number;
}

/** Admin (id 1), demo member (id 2), then `members` generated members. */
export function generateUsers(members: number, seed: string): SeedUser[] {
  const rng = Rng.of(seed, "users");
  const handles = new Set<string>(["admin", "demo"]);
  const nicks = new Set<string>(["운영자", "데모매니저"]);
  const users: SeedUser[] = [
    {
      id: ADMIN_ID, username: DEMO_ACCOUNTS.admin.username, email: DEMO_ACCOUNTS.admin.email, nickname: "운영자",
      profileName: "FC 모바일 카드 DB 운영자", isAdmin: true, legendaryIcon: false, createdAt: BASE_TIME, activity: 0,
    },
    {
      id: DEMO_ID, username: DEMO_ACCOUNTS.member.username, email: DEMO_ACCOUNTS.member.email, nickname: "데모매니저",
      profileName: null, isAdmin: false, legendaryIcon: false, createdAt: BASE_TIME + 2 * DAY_MS + 9 * 3_600_000, activity: 2,
    },
  ];
  const registered: { handle: string; nick: string; at: number; activity: number }[] = [];
  for (let i = 0; i < members; i++) {
    registered.push({
      handle: username(rng, handles),
      nick: nickname(rng, nicks),
      at: BASE_TIME + Math.floor(480 * DAY_MS * rng.next() ** 1.6) + rng.int(0, 86_399) * 1000,
      activity: rng.logNormal(1.5),
    });
  }
  // Ids follow sign-up order, as an autoincrement column would.
  registered.sort((a, b) => a.at - b.at);
  registered.forEach((r, i) => {
    const id = i + 3;
    users.push({
      id, username: r.handle, email: `${r.handle}@fcmobile.example`, nickname: r.nick,
      profileName: rng.chance(0.15) ? `${r.nick}의 스쿼드` : null,
      isAdmin: false, legendaryIcon: rng.chance(0.02), createdAt: r.at, activity: r.activity,
    });
  });
  return users;
}
