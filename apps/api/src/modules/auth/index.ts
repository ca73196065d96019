/** The identity module's public entry: what other modules may use of it. */
export { codeInMessage } from './account-messages.js';
export { normaliseEmail, type UserRow } from './users-repository.js';
