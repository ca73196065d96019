import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createJourneyStore } from '../ui/journey/journey-store';
import { clearSessionStores, createSessionStore, STORED_TEXT } from './session-store';

const pointSchema = z.object({ x: z.number(), y: z.number() });
const KEY = 'test:point';

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('session store', () => {
  it('writes JSON under its key and reads it back', () => {
    const store = createSessionStore(KEY, pointSchema);
    expect(store.write({ x: 1, y: 2 })).toBe(true);
    expect(sessionStorage.getItem(KEY)).toBe('{"x":1,"y":2}');
    expect(store.read()).toEqual({ x: 1, y: 2 });
  });

  it('reads what another store of the same key (an earlier page load) wrote', () => {
    sessionStorage.setItem(KEY, JSON.stringify({ x: 3, y: 4 }));
    expect(createSessionStore(KEY, pointSchema).read()).toEqual({ x: 3, y: 4 });
  });

  it('reads nothing stored as null', () => {
    expect(createSessionStore(KEY, pointSchema).read()).toBeNull();
  });

  it('reads damaged JSON as null', () => {
    sessionStorage.setItem(KEY, '{"x":1,');
    expect(createSessionStore(KEY, pointSchema).read()).toBeNull();
  });

  it('reads a value of another shape as null', () => {
    sessionStorage.setItem(KEY, JSON.stringify({ x: 'one', y: 2 }));
    expect(createSessionStore(KEY, pointSchema).read()).toBeNull();
    sessionStorage.setItem(KEY, JSON.stringify([1, 2]));
    expect(createSessionStore(KEY, pointSchema).read()).toBeNull();
  });

  it('answers with what the schema makes of the stored value', () => {
    const withDefault = z.object({ x: z.number(), y: z.number().catch(0) });
    sessionStorage.setItem(KEY, JSON.stringify({ x: 1, y: 'lost', extra: true }));
    expect(createSessionStore(KEY, withDefault).read()).toEqual({ x: 1, y: 0 });
  });

  it('answers the same object while the stored text is unchanged', () => {
    const store = createSessionStore(KEY, pointSchema);
    store.write({ x: 1, y: 2 });
    const first = store.read();
    expect(store.read()).toBe(first);
    store.write({ x: 1, y: 3 });
    expect(store.read()).not.toBe(first);
    expect(store.read()).toEqual({ x: 1, y: 3 });
  });

  it('clears its key only', () => {
    sessionStorage.setItem('other', 'kept');
    const store = createSessionStore(KEY, pointSchema);
    store.write({ x: 1, y: 2 });
    store.clear();
    expect(store.read()).toBeNull();
    expect(sessionStorage.getItem(KEY)).toBeNull();
    expect(sessionStorage.getItem('other')).toBe('kept');
  });

  it('keeps plain text as it is with the text encoding', () => {
    const store = createSessionStore(KEY, z.string(), { encoding: 'text' });
    store.write('pol-7');
    expect(sessionStorage.getItem(KEY)).toBe('pol-7');
    expect(store.read()).toBe('pol-7');
  });

  it('never throws when the browser refuses storage', () => {
    const refuse = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(refuse);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(refuse);
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(refuse);
    const store = createSessionStore(KEY, pointSchema);
    expect(store.write({ x: 1, y: 2 })).toBe(false);
    expect(store.read()).toBeNull();
    expect(() => store.clear()).not.toThrow();
  });

  it('tells subscribers of the key about writes and clears, until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = createSessionStore(KEY, pointSchema).subscribe(listener);
    const writer = createSessionStore(KEY, pointSchema);
    writer.write({ x: 1, y: 2 });
    writer.clear();
    createSessionStore('test:elsewhere', pointSchema).write({ x: 0, y: 0 });
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    writer.write({ x: 5, y: 5 });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('clearing every store', () => {
  it('ends every entry of the tab, stored by this page load or an earlier one, and tells each store', () => {
    const listener = vi.fn();
    const store = createSessionStore(KEY, pointSchema);
    store.subscribe(listener);
    store.write({ x: 1, y: 2 });
    sessionStorage.setItem('wallet:written-by-an-earlier-page', '{"name":"Síle"}');
    clearSessionStores();
    expect(sessionStorage.length).toBe(0);
    expect(store.read()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('ends a journey the tab could not store and kept in memory', () => {
    const journey = createJourneyStore<{ name?: string }, { name?: string }>({
      key: 'test:journey',
      shape: { safeParse: (value) => ({ success: true, data: value as { name?: string } }) },
      empty: {},
      merge: (current, patch) => ({ ...current, ...patch }),
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    journey.update({ name: 'Síle' });
    expect(journey.read()).toEqual({ name: 'Síle' });
    clearSessionStores();
    expect(journey.read()).toEqual({});
  });
});

describe('STORED_TEXT', () => {
  it('takes any text and nothing else', () => {
    expect(STORED_TEXT.safeParse('POL-H-1')).toEqual({ success: true, data: 'POL-H-1' });
    expect(STORED_TEXT.safeParse('')).toEqual({ success: true, data: '' });
    expect(STORED_TEXT.safeParse(7)).toEqual({ success: false });
    expect(STORED_TEXT.safeParse(null)).toEqual({ success: false });
  });
});
