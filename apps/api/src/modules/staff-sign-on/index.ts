/** Agents' single sign-on through the staff directory: what other modules may use of it. */
export { staffSignOnRoutes } from './staff-sign-on-routes.js';
export { staffSsoSettingsOf, type StaffSsoSettings } from './staff-sso-settings.js';
export { inProcessFetch } from './in-process-fetch.js';
export { signInStaffMember } from './staff-sessions.js';
export { SIGN_ON_FLOW_COOKIE } from './sign-on-flow-cookie.js';
