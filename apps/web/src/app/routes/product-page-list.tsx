import type { ProductType } from '@wallet/domain';
import type { ComponentType } from 'react';

/** The pages a product's quote journey has behind the `:type` routes (platform.md 2.1). */
export type ProductPage =
  'genericQuote' | 'terms' | 'quoteProcessing' | 'multipleQuotes' | 'viewQuote' | 'error';

export type PageLoader = () => Promise<ComponentType>;

const home = () => import('../../features/home');
const travel = () => import('../../features/travel');
const carQuotes = () => import('../../features/car/quotes');

/**
 * Each product's pages, by route type: a product's journey joins the app with one entry. A page
 * is loaded with its route, so the first page never carries a product's screens. This file holds
 * the list alone, so that the test build (scripts/test-product-build.mjs) can add its test-only
 * product to it.
 */
export const PRODUCT_PAGES: Partial<Record<ProductType, Partial<Record<ProductPage, PageLoader>>>> =
  {
    home: {
      terms: async () => (await home()).HouseholdQuestionsPage,
      quoteProcessing: async () => (await home()).HomeProcessingPage,
      multipleQuotes: async () => (await home()).HomeMultipleQuotesPage,
      viewQuote: async () => (await import('./home-view-quote')).Component,
      // home.md 8: the home error view.
      error: async () => (await home()).HomeErrorPage,
    },
    // car-travel-payment.md 2: the travel journey's pages.
    travel: {
      // The get-quote page alone, not the journey's other pages (decision 0008).
      genericQuote: async () =>
        (await import('../../features/travel/get-quote/travel-get-quote-page')).TravelGetQuotePage,
      quoteProcessing: async () => (await travel()).TravelProcessingPage,
      multipleQuotes: async () => (await travel()).TravelQuotePage,
      error: async () => (await travel()).TravelErrorPage,
    },
    // car-travel-payment.md 2: the car journey's pages, each loaded alone (decision 0008).
    car: {
      genericQuote: async () =>
        (await import('../../features/car/get-quote/car-get-quote-page')).CarGetQuotePage,
      terms: async () => (await import('../../features/car/terms/car-terms-page')).CarTermsPage,
      quoteProcessing: async () => (await carQuotes()).CarProcessingPage,
      multipleQuotes: async () => (await carQuotes()).CarQuotesPage,
      viewQuote: async () => {
        const [{ CarViewQuotePage }, { useFeatureFlags }] = await Promise.all([
          carQuotes(),
          import('../../features/flags'),
        ]);
        // With marketing_enabled on, Proceed leads to the consent page.
        return function CarViewQuote() {
          return <CarViewQuotePage marketingEnabled={useFeatureFlags().marketing_enabled} />;
        };
      },
      error: async () => (await carQuotes()).CarErrorPage,
    },
  };
