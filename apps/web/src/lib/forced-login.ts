import type { ProductType } from '@wallet/domain';

/**
 * platform.md 3.7 and 4.1: a signed-out visit to a protected area remembers where the visitor was
 * going (and for which product), so login can take them back there.
 */
const KEY = 'forcedLogin';

export type ForcedLoginRecord = { targetUrl: string; product?: ProductType };

export function rememberForcedLogin(record: ForcedLoginRecord): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(record));
  } catch {
    // Storage can be unavailable (private mode quotas); login then falls back to the wallet.
  }
}

export function readForcedLogin(): ForcedLoginRecord | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<ForcedLoginRecord>;
    return typeof parsed.targetUrl === 'string' && parsed.targetUrl.startsWith('/')
      ? (parsed as ForcedLoginRecord)
      : null;
  } catch {
    return null;
  }
}

/** The stored return URL, removed so it is used once. */
export function takeForcedLoginTarget(): string | null {
  const record = readForcedLogin();
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
  return record?.targetUrl ?? null;
}
