import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

/**
 * argon2id with the OWASP/ASVS minimum (m = 19 MiB, t = 2, p = 1): ~10-15 ms here.
 * `Algorithm` is a const enum that the package does not export at runtime, hence the literal 2.
 */
export const ARGON2_OPTIONS: Options = {
  algorithm: 2 as Algorithm, // Argon2id
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

/**
 * A hash of a random password nobody knows, with the same parameters: verifying against it costs
 * the same as verifying a real account, so the login's timing does not reveal whether an account exists.
 */
const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$GMyEMJxa74dT6kRq4EZ+mQ$Fbe94GldDNQwxnsS2JGFzjlLYwrqB5FsIPMyjzgQO2A';

/** Hashes a password into a PHC string ($argon2id$v=19$m=19456,t=2,p=1$…). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/**
 * Checks a password against a stored hash. With no hash (unknown account) it still does the same
 * work against a dummy hash and answers false. A malformed stored hash answers false, never throws.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    await verify(DUMMY_HASH, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
