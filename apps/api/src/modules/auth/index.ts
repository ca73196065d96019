/** The identity module's public entry: what other modules may use of it. */
export { codeInMessage, RESET_PASSWORD_PATH } from './account-messages.js';
export { normaliseEmail, type UserRow } from './users-repository.js';
export { createSessionCookies, REFRESH_COOKIE_NAME } from './session-cookies.js';
export { createSessionIssuer, type IssuedSession } from './sessions.js';
export { createAccountService } from './account-service.js';
export { createOneTimeCodes } from './one-time-codes.js';
