import { PRODUCT_TYPES, type ProductType } from '@wallet/domain';
import { createSessionStore, type StoredShape } from './session-store';

/**
 * platform.md 3.7 and 4.1: a signed-out visit to a protected area remembers where the visitor was
 * going (and for which product), so login can take them back there.
 */
export type ForcedLoginRecord = { targetUrl: string; product?: ProductType };

/**
 * The record's check, written by hand: the API client stores it, so it runs on the first page,
 * which has no room for the schema library (docs/decisions/0004).
 */
const forcedLoginShape: StoredShape<ForcedLoginRecord> = {
  safeParse(value) {
    const record = value as Partial<Record<keyof ForcedLoginRecord, unknown>> | null;
    const targetUrl = typeof record === 'object' ? record?.targetUrl : undefined;
    // Only a path within the app: a stored address elsewhere is never followed.
    if (typeof targetUrl !== 'string' || !targetUrl.startsWith('/')) return { success: false };
    const product = PRODUCT_TYPES.find((type) => type === record?.product);
    return { success: true, data: product ? { targetUrl, product } : { targetUrl } };
  },
};

const store = createSessionStore('forcedLogin', forcedLoginShape);

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
