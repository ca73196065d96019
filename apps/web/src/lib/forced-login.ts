import { PRODUCT_TYPES, type ProductType } from '@wallet/domain';
// The schema library's small build: this store runs on the first page (docs/decisions/0004).
import { z } from 'zod/mini';
import { createSessionStore } from './session-store';

/**
 * platform.md 3.7 and 4.1: a signed-out visit to a protected area remembers where the visitor was
 * going (and for which product), so login can take them back there.
 */
export type ForcedLoginRecord = { targetUrl: string; product?: ProductType };

const forcedLoginSchema = z.object({
  // Only a path within the app: a stored address elsewhere is never followed.
  targetUrl: z.string().check(z.startsWith('/')),
  product: z.optional(z.enum(PRODUCT_TYPES)),
});

const store = createSessionStore<ForcedLoginRecord>('forcedLogin', forcedLoginSchema);

export function rememberForcedLogin(record: ForcedLoginRecord): void {
  // Without storage login falls back to the wallet.
  store.write(record);
}

export function readForcedLogin(): ForcedLoginRecord | null {
  return store.read();
}

/** The stored return URL, removed so it is used once. */
export function takeForcedLoginTarget(): string | null {
  const record = store.read();
  store.clear();
  return record?.targetUrl ?? null;
}
