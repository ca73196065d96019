import { API_ERROR_MESSAGES, PUBLIC_SITE_URL, UI_VERSION, UI_VERSION_HEADER } from '@wallet/domain';
import { endSession, getSession } from './session';
import { rememberForcedLogin } from './forced-login';

/**
 * The one way the app talks to its API (platform.md 7). Every call carries Accept and Content-Type
 * JSON, the UI version header and, when someone is signed in, their bearer token; the answer is
 * handled the same way everywhere.
 */
export const API_PREFIX = '/api';

/** What a failed call resolves to: the spec's error-flagged answer, never a thrown exception. */
export type ApiError = {
  error: true;
  /** HTTP status, or null when no answer arrived. */
  status: number | null;
  message: string;
  /** The API's error name, for example NotAuthorizedException. */
  name?: string;
  body?: unknown;
};

export type ApiRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /**
   * Whether a 401 sends the browser to /login. Calls that are expected to answer 401 for
   * visitors (restoring a session, signing in) turn this off.
   */
  redirectOnUnauthorized?: boolean;
};

type Navigation = {
  /** Leaves the app for another site (the public insurance site on 412). */
  leaveApp: (url: string) => void;
  /** Moves within the app (to /login on 401). */
  goTo: (path: string) => void;
  currentPath: () => string;
};

const browserNavigation: Navigation = {
  leaveApp: (url) => window.location.assign(url),
  goTo: (path) => window.location.assign(path),
  currentPath: () => `${window.location.pathname}${window.location.search}`,
};

let navigation: Navigation = browserNavigation;

/** The router plugs itself in so a 401 moves within the app instead of reloading it. */
export function configureApiNavigation(overrides: Partial<Navigation>): void {
  navigation = { ...navigation, ...overrides };
}

export function resetApiNavigation(): void {
  navigation = browserNavigation;
}

/** Sends the browser to another site (for example the public insurance site). */
export function leaveApp(url: string): void {
  navigation.leaveApp(url);
}

export const uiVersion: string = import.meta.env.VITE_UI_VERSION || UI_VERSION;

export function isApiError(value: unknown): value is ApiError {
  return typeof value === 'object' && value !== null && (value as ApiError).error === true;
}

function failure(status: number | null, message: string, body?: unknown): ApiError {
  const name =
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { name?: unknown }).name === 'string'
      ? (body as { name: string }).name
      : undefined;
  return {
    error: true,
    status,
    message,
    ...(name ? { name } : {}),
    ...(body === undefined ? {} : { body }),
  };
}

function messageOf(body: unknown): string | undefined {
  if (typeof body === 'object' && body !== null) {
    const message = (body as { message?: unknown }).message;
    if (typeof message === 'string' && message) return message;
  }
  return undefined;
}

/** What every call carries: the UI version and, when someone is signed in, their bearer token. */
function callHeaders(extra: Record<string, string>): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...extra,
    [UI_VERSION_HEADER]: uiVersion,
  };
  const { accessToken } = getSession();
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
  return headers;
}

/**
 * A file the API serves to its owner only (a claim's photo): fetched with the session's token,
 * since an image's own request would carry none, and answered as a Blob the page shows through
 * an object URL.
 */
export async function apiBlob(path: string, signal?: AbortSignal): Promise<Blob | ApiError> {
  let response: Response;
  try {
    response = await fetch(`${API_PREFIX}${path}`, {
      headers: { ...callHeaders({}), Accept: '*/*' },
      credentials: 'same-origin',
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    return failure(null, API_ERROR_MESSAGES.network);
  }
  if (!response.ok) {
    const parsed: unknown = await response.json().catch(() => undefined);
    return failure(response.status, messageOf(parsed) ?? API_ERROR_MESSAGES.unexpected, parsed);
  }
  return response.blob().catch(() => failure(response.status, API_ERROR_MESSAGES.network));
}

export async function apiRequest<T>(
  path: string,
  { method = 'GET', body, signal, redirectOnUnauthorized = true }: ApiRequestOptions = {},
): Promise<T | ApiError> {
  // A file upload is multipart: the browser writes its Content-Type with the parts' boundary.
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const headers = callHeaders(isForm ? {} : { 'Content-Type': 'application/json' });

  // Every other call says its content is JSON, so a call without a payload sends an empty JSON
  // object: a declared JSON body that is empty is malformed and servers rightly refuse it.
  const payload = body === undefined && method !== 'GET' ? {} : body;

  let response: Response;
  try {
    response = await fetch(`${API_PREFIX}${path}`, {
      method,
      headers,
      credentials: 'same-origin',
      ...(payload === undefined
        ? {}
        : { body: isForm ? (payload as FormData) : JSON.stringify(payload) }),
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    return failure(null, API_ERROR_MESSAGES.network);
  }

  if (response.status === 412) {
    // The API no longer accepts this version of the app: the public site is the way back in.
    navigation.leaveApp(PUBLIC_SITE_URL);
    return failure(412, API_ERROR_MESSAGES.unexpected);
  }
  if (response.status === 504) return failure(504, API_ERROR_MESSAGES.timeout);

  let parsed: unknown = undefined;
  const text = response.status === 204 ? '' : await response.text().catch(() => null);
  if (text === null) return failure(response.status, API_ERROR_MESSAGES.network);
  if (text !== '') {
    try {
      parsed = JSON.parse(text);
    } catch {
      return failure(response.status, API_ERROR_MESSAGES.invalidResponse);
    }
  }

  if (response.status === 401) {
    if (redirectOnUnauthorized) {
      const current = navigation.currentPath();
      endSession();
      if (!current.startsWith('/login')) rememberForcedLogin({ targetUrl: current });
      navigation.goTo('/login');
    }
    return failure(401, messageOf(parsed) ?? API_ERROR_MESSAGES.unexpected, parsed);
  }
  if (!response.ok) {
    return failure(response.status, messageOf(parsed) ?? API_ERROR_MESSAGES.unexpected, parsed);
  }
  return parsed as T;
}

/** Thrown by `unwrap` so TanStack Query sees a failed call as an error state. */
export class ApiRequestError extends Error {
  readonly detail: ApiError;
  constructor(detail: ApiError) {
    super(detail.message);
    this.name = 'ApiRequestError';
    this.detail = detail;
  }
}

/** A call the API refused with 409: what it asked to change is taken (a quote being bought). */
export function isConflict(error: unknown): boolean {
  return error instanceof ApiRequestError && error.detail.status === 409;
}

export function unwrap<T>(result: T | ApiError): T {
  if (isApiError(result)) throw new ApiRequestError(result);
  return result;
}
