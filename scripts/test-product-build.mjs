// The test build: the product exactly as built, with the test-only product (gadget cover, see
// docs/adding-a-product.md) added to each side's product lists. Each list file is read from its
// test-product twin, which spreads the real list and adds the gadget; the real file is read only
// by its twin. Used by the API's test-product suite (Vite), the web's test build (Vite) and the
// API's test build (esbuild).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const at = (path) => join(root, path);

/** Each product list, and the twin the test build reads instead. */
export const TEST_PRODUCT_LISTS = new Map(
  [
    [
      'packages/domain/src/products/product-list.ts',
      'packages/domain/test-product/product-list.ts',
    ],
    ['apps/api/src/product-list.ts', 'apps/api/test-product/product-list.ts'],
    ['apps/web/src/app/products.ts', 'apps/web/test-product/products.ts'],
    [
      'apps/web/src/app/checkout/checkout-product-list.ts',
      'apps/web/test-product/checkout-product-list.ts',
    ],
    [
      'apps/web/src/app/routes/product-page-list.tsx',
      'apps/web/test-product/product-page-list.tsx',
    ],
  ].map(([list, twin]) => [at(list), at(twin)]),
);

/** Every list file's path contains this: other imports are not looked at. */
const MAY_BE_A_LIST = /product/;

const withoutQuery = (id) => id.split('?')[0];

/** The twin of a resolved module, unless the importer is that twin (it reads the real list). */
function twinOf(resolvedPath, importer) {
  const twin = TEST_PRODUCT_LISTS.get(withoutQuery(resolvedPath));
  return twin && twin !== withoutQuery(importer ?? '') ? twin : undefined;
}

/** The Vite (and Vitest) plugin of the test build. */
export function testProductLists() {
  return {
    name: 'test-product-lists',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !MAY_BE_A_LIST.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved ? (twinOf(resolved.id, importer) ?? null) : null;
    },
  };
}

/** The esbuild plugin of the test build (the API server). */
export const testProductListsForEsbuild = {
  name: 'test-product-lists',
  setup(build) {
    build.onResolve({ filter: MAY_BE_A_LIST }, async (args) => {
      if (args.pluginData?.testProductLists) return undefined;
      const resolved = await build.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: { testProductLists: true },
      });
      if (resolved.errors.length > 0 || resolved.external) return undefined;
      const twin = twinOf(resolved.path, args.importer);
      return twin ? { path: twin } : undefined;
    });
  },
};
