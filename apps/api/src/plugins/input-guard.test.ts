import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import {
  MAX_JSON_DEPTH,
  TOO_DEEP_MESSAGE,
  UNSTORABLE_TEXT_MESSAGE,
  inputProblemOf,
} from './input-guard.js';

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('inputProblemOf', () => {
  it('finds NUL characters and lone surrogates in values and keys, with their path', () => {
    expect(inputProblemOf({ a: { b: ['ok', 'x\u0000y'] } })).toEqual({
      path: 'a.b.1',
      message: UNSTORABLE_TEXT_MESSAGE,
    });
    expect(inputProblemOf({ name: '\uD800' })?.path).toBe('name');
    expect(inputProblemOf({ name: 'x\uDC00' })?.path).toBe('name');
    expect(inputProblemOf({ ['k\u0000']: 1 })?.path).toBe('k\u0000');
    expect(inputProblemOf({ name: 'Seán Ó Súilleabháin 😀' })).toBeNull();
  });

  it('allows nesting up to the limit and refuses one level more', () => {
    expect(inputProblemOf(JSON.parse(nested(MAX_JSON_DEPTH)))).toBeNull();
    expect(inputProblemOf(JSON.parse(nested(MAX_JSON_DEPTH + 1)))?.message).toBe(TOO_DEEP_MESSAGE);
    expect(inputProblemOf(JSON.parse(nested(100_000)))?.message).toBe(TOO_DEEP_MESSAGE);
  });
});

describe('input guard on the server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(async () => t?.close());

  it('answers 400 for a NUL in a body, signed out, naming the field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/home/applied_home_quotes/recalculate',
      payload: { quote_reference: 'HQ\u0000' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ quote_reference: [UNSTORABLE_TEXT_MESSAGE] });
  });

  it('answers 400 for a lone surrogate in a raw JSON body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"a@b.ie","password":"\\ud800"}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ password: [UNSTORABLE_TEXT_MESSAGE] });
  });

  it('answers 400 for a body nested thousands of levels deep', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: `{"email":${nested(5000)}}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBeDefined();
  });

  it('answers 400 for a NUL in a query string', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/home/promo/validate?promoCode=a%00b',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ promoCode: [UNSTORABLE_TEXT_MESSAGE] });
  });

  it('still parses ordinary JSON and refuses malformed JSON with 400', async () => {
    const ok = await t.app.inject({
      method: 'GET',
      url: '/api/home/promo/validate?promoCode=Online10',
    });
    expect(ok.statusCode).toBe(200);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(malformed.statusCode).toBe(400);
  });
});
