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

/** car-travel-payment.md 7 and home.md 7: the tag manager hears of every quote reference. */
export function pushQuoteReference(event: string, quoteReference: string): void {
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ event, quote_reference: quoteReference });
}
