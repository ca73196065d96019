/**
 * Where the local staff directory keeps what a sign-on holds between requests (interactions, its
 * own sessions, codes, grants): in this process's memory, each entry until it expires. The
 * stand-in serves one process; a restart asks staff to sign in at the directory again, which the
 * wallet's own sessions survive.
 */
import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';

interface Entry {
  payload: AdapterPayload;
  /** Epoch milliseconds; Infinity when the provider gave no lifetime. */
  expiresAt: number;
}

/** Entries are swept for expiry once the store passes this size, so memory stays bounded. */
const SWEEP_ABOVE = 10_000;

export function createInMemoryProviderStorage(now: () => number = Date.now): AdapterFactory {
  const entries = new Map<string, Entry>();
  const byUid = new Map<string, string>();
  const byUserCode = new Map<string, string>();
  const grantMembers = new Map<string, Set<string>>();

  const live = (key: string): AdapterPayload | undefined => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry.payload;
  };

  const sweep = () => {
    const at = now();
    for (const [key, entry] of entries) if (entry.expiresAt <= at) entries.delete(key);
    for (const index of [byUid, byUserCode]) {
      for (const [secondary, key] of index) if (!entries.has(key)) index.delete(secondary);
    }
    for (const [grantId, members] of grantMembers) {
      for (const key of members) if (!entries.has(key)) members.delete(key);
      if (members.size === 0) grantMembers.delete(grantId);
    }
  };

  return (name: string): Adapter => {
    const keyOf = (id: string) => `${name}:${id}`;
    return {
      async upsert(id, payload, expiresIn) {
        const key = keyOf(id);
        entries.set(key, {
          payload,
          expiresAt: typeof expiresIn === 'number' ? now() + expiresIn * 1000 : Infinity,
        });
        if (payload.uid) byUid.set(payload.uid, key);
        if (payload.userCode) byUserCode.set(payload.userCode, key);
        if (payload.grantId) {
          const members = grantMembers.get(payload.grantId) ?? new Set<string>();
          members.add(key);
          grantMembers.set(payload.grantId, members);
        }
        if (entries.size > SWEEP_ABOVE) sweep();
      },
      async find(id) {
        return live(keyOf(id));
      },
      async findByUid(uid) {
        const key = byUid.get(uid);
        return key ? live(key) : undefined;
      },
      async findByUserCode(userCode) {
        const key = byUserCode.get(userCode);
        return key ? live(key) : undefined;
      },
      async consume(id) {
        const payload = live(keyOf(id));
        if (payload) payload.consumed = Math.floor(now() / 1000);
      },
      async destroy(id) {
        entries.delete(keyOf(id));
      },
      async revokeByGrantId(grantId) {
        for (const key of grantMembers.get(grantId) ?? []) entries.delete(key);
        grantMembers.delete(grantId);
      },
    };
  };
}
