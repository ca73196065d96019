import type { Page } from '@playwright/test';

/**
 * What a page load shows beyond its content: console errors, Content-Security-Policy violations,
 * calls to the session refresh, and layout shifts (each shift's score, as the browser reports it).
 */
export async function watchPageLoad(page: Page) {
  const consoleErrors: string[] = [];
  const refreshCalls: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/auth/refresh') refreshCalls.push(request.url());
  });
  await page.addInitScript(() => {
    const seen = window as unknown as { cspViolations: string[]; layoutShifts: number[] };
    seen.cspViolations = [];
    seen.layoutShifts = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
    new PerformanceObserver((entries) => {
      for (const entry of entries.getEntries()) {
        seen.layoutShifts.push((entry as PerformanceEntry & { value: number }).value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return {
    consoleErrors,
    refreshCalls,
    inPage: () =>
      page.evaluate(() => {
        const seen = window as unknown as { cspViolations: string[]; layoutShifts: number[] };
        return { cspViolations: seen.cspViolations, layoutShifts: seen.layoutShifts };
      }),
  };
}

/** The sum of a page's layout shifts: Cumulative Layout Shift over the whole load. */
export const totalShift = (shifts: number[]) => shifts.reduce((sum, value) => sum + value, 0);
