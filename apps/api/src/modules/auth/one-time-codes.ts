/**
 * One-time codes: 6 digits from a secure random source, stored only as an HMAC bound to the user
 * and the purpose (so a leaked table reveals no code and a code for one purpose fails for another),
 * valid once, until they expire or five wrong guesses end them.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { CODE_LENGTH, CODE_MAX_ATTEMPTS } from '@wallet/domain';
import { minutesAfter, type Clock } from '../../lib/clock.js';
import type {
  CodePurpose,
  OneTimeCodeRow,
  OneTimeCodesRepository,
} from './one-time-codes-repository.js';

export type CodeCheck = 'ok' | 'mismatch' | 'expired' | 'attempts-exceeded';

export function newCode(): string {
  return randomInt(0, 10 ** CODE_LENGTH)
    .toString()
    .padStart(CODE_LENGTH, '0');
}

export function createOneTimeCodes(deps: {
  repository: OneTimeCodesRepository;
  secret: string;
  clock: Clock;
}) {
  const { repository, clock } = deps;

  const hashOf = (userId: string, purpose: CodePurpose, code: string) =>
    createHmac('sha256', deps.secret).update(`${purpose}:${userId}:${code}`).digest('hex');

  const matches = (row: OneTimeCodeRow, code: string) => {
    const expected = Buffer.from(row.codeHash, 'hex');
    const given = Buffer.from(hashOf(row.userId, row.purpose, code), 'hex');
    return expected.length === given.length && timingSafeEqual(expected, given);
  };

  return {
    /** Makes a new code (ending earlier ones of the same purpose); answers the code to send. */
    async issue(input: {
      userId: string;
      purpose: CodePurpose;
      lifetimeMinutes: number;
      destination?: string | null;
    }): Promise<{ code: string; row: OneTimeCodeRow }> {
      const code = newCode();
      const now = clock();
      const row = await repository.replace({
        userId: input.userId,
        purpose: input.purpose,
        codeHash: hashOf(input.userId, input.purpose, code),
        expiresAt: minutesAfter(now, input.lifetimeMinutes),
        maxAttempts: CODE_MAX_ATTEMPTS,
        destination: input.destination ?? null,
        now,
      });
      return { code, row };
    },

    /**
     * Checks a code against the given row (or the user's latest code of the purpose) and uses it
     * up when it matches.
     */
    async check(input: {
      userId: string;
      purpose: CodePurpose;
      code: string;
      codeId?: string;
    }): Promise<{ result: CodeCheck; row?: OneTimeCodeRow }> {
      const row = input.codeId
        ? await repository.findById(input.codeId)
        : await repository.findLatestUnused(input.userId, input.purpose);
      if (!row || row.userId !== input.userId || row.purpose !== input.purpose || row.consumedAt) {
        return { result: 'expired' };
      }
      if (row.attempts >= row.maxAttempts) return { result: 'attempts-exceeded', row };
      if (row.expiresAt <= clock()) return { result: 'expired', row };
      if (!matches(row, input.code)) {
        const attempts = await repository.recordWrongAttempt(row.id);
        return { result: attempts === null ? 'attempts-exceeded' : 'mismatch', row };
      }
      if (!(await repository.consume(row.id, clock()))) return { result: 'expired', row };
      return { result: 'ok', row };
    },

    /** The code if it can still be used. */
    async findUnused(id: string): Promise<OneTimeCodeRow | undefined> {
      const row = await repository.findById(id);
      const usable =
        row && !row.consumedAt && row.attempts < row.maxAttempts && row.expiresAt > clock();
      return usable ? row : undefined;
    },

    /** The latest code of a purpose if it can still be used: what a change is waiting on. */
    async findLatestUsable(userId: string, purpose: CodePurpose) {
      const row = await repository.findLatestUnused(userId, purpose);
      const usable = row && row.attempts < row.maxAttempts && row.expiresAt > clock();
      return usable ? row : undefined;
    },

    countSentSince: repository.countSentSince,
    useUpAll: (userId: string, purpose: CodePurpose) =>
      repository.useUpAll(userId, purpose, clock()),
  };
}

export type OneTimeCodes = ReturnType<typeof createOneTimeCodes>;
