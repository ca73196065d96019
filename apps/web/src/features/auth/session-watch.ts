/**
 * The signed-in session's watchers (session check, idle time-out), loaded only once someone has
 * signed in so visitors never download them.
 */
export { SessionWatch } from './components/session-watch';
