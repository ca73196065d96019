import {
  API_ERROR_MESSAGES,
  PUBLIC_SITE_URL,
  UI_VERSION,
  UI_VERSION_HEADER,
  type SessionUser,
} from '@wallet/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, configureApiNavigation, isApiError, resetApiNavigation } from './api-client';
import { readForcedLogin } from './forced-login';
import { endSession, getSession, startSession } from './session';

const USER: SessionUser = {
  user_id: 'u1',
  email: 'a@b.ie',
  given_name: 'Aoife',
  family_name: 'Murphy',
  role: 'customer',
};

type Answer = () => Response | Promise<Response>;
let answer: Answer;
let seen: { url: string; init: RequestInit }[];
const navigation = { leaveApp: vi.fn(), goTo: vi.fn(), currentPath: () => '/wallet/product/home' };

beforeEach(() => {
  seen = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      seen.push({ url, init });
      return answer();
    }),
  );
  navigation.leaveApp = vi.fn();
  navigation.goTo = vi.fn();
  configureApiNavigation(navigation);
  endSession();
});

afterEach(() => {
  resetApiNavigation();
  vi.unstubAllGlobals();
});

const jsonAnswer = (status: number, body: unknown) => () =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('api client', () => {
  it('sends JSON headers and the UI version under /api, without a token for visitors', async () => {
    answer = jsonAnswer(200, { ok: true });
    await expect(apiRequest('/feature')).resolves.toEqual({ ok: true });
    const { url, init } = seen[0]!;
    const headers = init.headers as Record<string, string>;
    expect(url).toBe('/api/feature');
    expect(headers.Accept).toBe('application/json');
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers[UI_VERSION_HEADER]).toBe(UI_VERSION);
    expect(headers.Authorization).toBeUndefined();
  });

  it('adds the bearer token of the signed-in user and sends the body as JSON', async () => {
    startSession('token-123', USER);
    answer = jsonAnswer(200, {});
    await apiRequest('/profile/profile/tempQuote/HOME', { method: 'POST', body: { a: 1 } });
    const { init } = seen[0]!;
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer token-123');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
  });

  it('sends an empty JSON object when a non-GET call has no payload, and no body on GET', async () => {
    answer = () => new Response(null, { status: 204 });
    await apiRequest('/auth/sign-out', { method: 'POST' });
    await apiRequest('/profile/profile/tempQuote/HOME', { method: 'DELETE' });
    await apiRequest('/feature');
    expect(seen.map(({ init }) => init.body)).toEqual(['{}', '{}', undefined]);
  });

  it('412 sends the browser to the public site', async () => {
    answer = jsonAnswer(412, { message: 'Upgrade' });
    const result = await apiRequest('/feature');
    expect(navigation.leaveApp).toHaveBeenCalledWith(PUBLIC_SITE_URL);
    expect(isApiError(result) && result.status).toBe(412);
  });

  it('401 ends the session, remembers the page and goes to /login', async () => {
    startSession('expired', USER);
    answer = jsonAnswer(401, { message: 'Unauthorized' });
    const result = await apiRequest('/profile/profile');
    expect(navigation.goTo).toHaveBeenCalledWith('/login');
    expect(getSession().status).toBe('signed-out');
    expect(readForcedLogin()).toEqual({ targetUrl: '/wallet/product/home' });
    expect(isApiError(result) && result.status).toBe(401);
  });

  it('401 stays put when the caller expects it (restoring a session)', async () => {
    answer = jsonAnswer(401, { message: 'No session' });
    const result = await apiRequest('/auth/refresh', {
      method: 'POST',
      redirectOnUnauthorized: false,
    });
    expect(navigation.goTo).not.toHaveBeenCalled();
    expect(isApiError(result)).toBe(true);
  });

  it('504 resolves to an error-flagged answer', async () => {
    answer = () => new Response('<html>Gateway Timeout</html>', { status: 504 });
    await expect(apiRequest('/feature')).resolves.toEqual({
      error: true,
      status: 504,
      message: API_ERROR_MESSAGES.timeout,
    });
  });

  it('a network failure resolves to an error object with a message', async () => {
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(apiRequest('/feature')).resolves.toEqual({
      error: true,
      status: null,
      message: API_ERROR_MESSAGES.network,
    });
  });

  it('an answer that is not JSON resolves to an error object with a message', async () => {
    answer = () => new Response('<html>oops</html>', { status: 200 });
    await expect(apiRequest('/feature')).resolves.toEqual({
      error: true,
      status: 200,
      message: API_ERROR_MESSAGES.invalidResponse,
    });
  });

  it('passes the API error name and message through for the screen to map', async () => {
    answer = jsonAnswer(400, {
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
    const result = await apiRequest('/auth/sign-in', {
      method: 'POST',
      body: {},
      redirectOnUnauthorized: false,
    });
    expect(result).toMatchObject({
      error: true,
      status: 400,
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
  });

  it('an empty 204 answer is a success', async () => {
    answer = () => new Response(null, { status: 204 });
    await expect(apiRequest('/auth/sign-out', { method: 'POST' })).resolves.toBeUndefined();
  });
});
