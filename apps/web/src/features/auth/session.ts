/**
 * The part of auth every page needs at start-up (restoring the session), kept apart from the
 * login and logout screens so their form code loads only when they are shown.
 */
export {
  closeSession,
  establishSession,
  forgetWhenTheSignedInPersonChanges,
  restoreSession,
} from './lib/session-lifecycle';
export { forgetCachedServerData } from './lib/clear-browser-session';
