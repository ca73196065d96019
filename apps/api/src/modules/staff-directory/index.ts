/** The local stand-in of the bank's staff directory: what other modules may use of it. */
export { staffDirectoryRoutes } from './staff-directory-routes.js';
export { STAFF_DIRECTORY_PATH } from './staff-directory-provider.js';
export { staffClaimsOf } from './staff-directory-provider.js';
