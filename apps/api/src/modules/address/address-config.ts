import { LOCAL_ADDRESS_LOOKUP_KEY } from '@wallet/domain';

/**
 * The autocomplete service's key (platform.md 9: configured, not reproduced): ADDRESS_LOOKUP_KEY,
 * or the local service's own key when unset. Read here rather than in config.ts so the address
 * module stays self-contained; the browser app is built with the same value.
 */
export function readAddressLookupKey(env: NodeJS.ProcessEnv = process.env): string {
  return env.ADDRESS_LOOKUP_KEY?.trim() || LOCAL_ADDRESS_LOOKUP_KEY;
}
