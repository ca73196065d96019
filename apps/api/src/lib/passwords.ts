import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** The library declares its algorithms as a const enum, which has no runtime value to import. */
const ARGON2ID = 2 as Algorithm;

/** argon2id with the library's defaults (OWASP's minimum: 19 MiB, 2 passes). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * Compared against when the e-mail is unknown, so answering "no such user" takes as long as a wrong
 * password and timing does not reveal anything beyond what the error names already say.
 */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword('decoy-password-never-matches');
  return decoyHash;
}
