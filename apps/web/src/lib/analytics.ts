/**
 * platform.md 2.12: a virtual page view goes to the analytics data layer on load and on every
 * route change. Only the data layer is written; nothing leaves the browser from here.
 */
export type DataLayerEntry = Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
  }
}

export function pushVirtualPageView(pagePath: string): void {
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ event: 'virtualPageView', page_path: pagePath });
}
