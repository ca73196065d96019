import { PRODUCT_TYPES, type ProductType } from '@wallet/domain';
import type { ComponentType } from 'react';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { titled } from '../layout/document-title';
import { PAGE_TITLES, PRODUCT_PAGE_TITLES } from '../page-titles';

/** The pages a product's quote journey has behind the `:type` routes (platform.md 2.1). */
export type ProductPage =
  'genericQuote' | 'terms' | 'quoteProcessing' | 'multipleQuotes' | 'viewQuote' | 'error';

type PageLoader = () => Promise<ComponentType>;

const home = () => import('../../features/home');
const travel = () => import('../../features/travel');
const carQuotes = () => import('../../features/car/quotes');
const wallet = () => import('../../features/wallet');

/**
 * Each product's pages, by route type: a product's journey joins the app with one entry. A page
 * is loaded with its route, so the first page never carries a product's screens.
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

/** Each page's title, for the product whose page it is. */
const TITLE_OF_PAGE: Record<ProductPage, (product: ProductType) => string> = PRODUCT_PAGE_TITLES;

type PageWithTitle = {
  load: PageLoader;
  /** Its title at the address of `page`, of `product` when the address names one. */
  title: (page: ProductPage, product: ProductType | undefined) => string;
};

const comingSoon: PageWithTitle = {
  load: async () => (await wallet()).ComingSoonPage,
  title: (page, product) =>
    product ? PAGE_TITLES.comingSoonOf(TITLE_OF_PAGE[page](product)) : PAGE_TITLES.comingSoon,
};

/**
 * What a type without the page shows: journeys that open later answer with Coming Soon, so links
 * and bookmarks already work; a failure of any other product gets the generic error page.
 */
const WITHOUT_PAGE: Record<ProductPage, PageWithTitle> = {
  genericQuote: comingSoon,
  terms: comingSoon,
  quoteProcessing: comingSoon,
  multipleQuotes: comingSoon,
  viewQuote: comingSoon,
  error: {
    load: async () => (await wallet()).GenericErrorPage,
    title: (_page, product) => PAGE_TITLES.somethingWentWrongIn(product),
  },
};

const isProductType = (type: string | undefined): type is ProductType =>
  (PRODUCT_TYPES as readonly string[]).includes(type ?? '');

const loadedPages = new Map<PageLoader, ComponentType>();

/**
 * A `:type` route showing the product's page from PRODUCT_PAGES. The loader fetches the page's code
 * before the route shows, as a lazy route would, so the new page's heading is there to take focus.
 * `typeWhenAbsent` is the product an address without a type means (home.md 2: home).
 */
export function productPageRoute(page: ProductPage, typeWhenAbsent?: ProductType) {
  const productOf = (type: string | undefined): ProductType | undefined => {
    const product = type ?? typeWhenAbsent;
    return isProductType(product) ? product : undefined;
  };
  /** The product of the address when it has the page. */
  const productWithPage = (type: string | undefined): ProductType | undefined => {
    const product = productOf(type);
    return product && PRODUCT_PAGES[product]?.[page] ? product : undefined;
  };
  const loaderOf = (type: string | undefined): PageLoader => {
    const product = productWithPage(type);
    return product ? PRODUCT_PAGES[product]![page]! : WITHOUT_PAGE[page].load;
  };
  return {
    ...titled(({ type }) => {
      const product = productWithPage(type);
      return product
        ? TITLE_OF_PAGE[page](product)
        : WITHOUT_PAGE[page].title(page, productOf(type));
    }),
    loader: async ({ params }: LoaderFunctionArgs) => {
      const load = loaderOf(params.type);
      if (!loadedPages.has(load)) loadedPages.set(load, await load());
      return null;
    },
    Component: function ProductPageOfType() {
      const { type } = useParams();
      const Page = loadedPages.get(loaderOf(type));
      return Page ? <Page /> : null;
    },
  };
}
