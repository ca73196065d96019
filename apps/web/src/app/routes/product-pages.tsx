import { PRODUCT_TYPES, type ProductType } from '@wallet/domain';
import type { ComponentType } from 'react';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { titled } from '../layout/document-title';
import { PAGE_TITLES, PRODUCT_PAGE_TITLES } from '../page-titles';
import { PRODUCT_PAGES, type PageLoader, type ProductPage } from './product-page-list';

export type { ProductPage };

const wallet = () => import('../../features/wallet');

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
