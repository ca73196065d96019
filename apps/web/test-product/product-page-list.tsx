/**
 * The test build's product pages (scripts/test-product-build.mjs): the app's, then the test-only
 * product's one form step and its quote.
 */
import type { ProductType } from '@wallet/domain';
import {
  PRODUCT_PAGES as SOLD_PRODUCT_PAGES,
  type PageLoader,
  type ProductPage,
} from '../src/app/routes/product-page-list';
import { GADGET_TYPE } from './gadget-product';

export * from '../src/app/routes/product-page-list';

export const PRODUCT_PAGES: Partial<Record<ProductType, Partial<Record<ProductPage, PageLoader>>>> =
  {
    ...SOLD_PRODUCT_PAGES,
    [GADGET_TYPE]: {
      genericQuote: async () => (await import('./gadget-quote-form-page')).GadgetQuoteFormPage,
      viewQuote: async () => {
        const [{ GadgetQuotePage }, { useFeatureFlags }] = await Promise.all([
          import('./gadget-quote-page'),
          import('../src/features/flags'),
        ]);
        // With marketing_enabled on, Proceed leads to the consent page.
        return function GadgetViewQuote() {
          return <GadgetQuotePage marketingEnabled={useFeatureFlags().marketing_enabled} />;
        };
      },
    },
  };
