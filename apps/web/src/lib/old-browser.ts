/**
 * platform.md 2.1: Internet Explorer, or a browser without what the app relies on, gets a warning.
 * Internet Explorer never runs the modules at all; index.html covers it with a nomodule script.
 */
export function isOldBrowser(userAgent: string, features: { fetch?: unknown } = window): boolean {
  if (/MSIE |Trident\//.test(userAgent)) return true;
  return typeof features.fetch !== 'function';
}
