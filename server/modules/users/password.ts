// Imported on the first sign-in or sign-up, not at start: a native module most idle instances never need.
const argon2 = () => import("@node-rs/argon2");

// Algorithm.Argon2id; the enum is an ambient const enum that isolatedModules cannot import.
const ARGON2ID = 2;

/** Argon2id at OWASP's minimum profile (19 MiB, t=2, p=1): ~46 ms per hash on our machines. */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string) {
  return argon2().then(({ hash }) => hash(password, OPTIONS));
}

export async function verifyPassword(passwordHash: string, password: string) {
  try {
    const { verify } = await argon2();
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
