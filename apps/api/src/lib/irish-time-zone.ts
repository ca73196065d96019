/**
 * The API works in Irish days: a debit falls due, a renewal is offered and a claim is dated on the
 * customer's calendar day, not the host's (often UTC, an hour behind for half the year). Imported
 * first by the server, before anything reads the clock; Node re-reads the zone when TZ is set.
 * The domain's `irishToday` gives the same day by the law's rule (tested against Europe/Dublin).
 */
export const IRISH_TIME_ZONE = 'Europe/Dublin';

process.env.TZ = IRISH_TIME_ZONE;
