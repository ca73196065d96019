// @ts-check
import { readdirSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import checkFile from 'eslint-plugin-check-file';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const webFeaturesDir = 'apps/web/src/features';
const webFeatures = existsSync(webFeaturesDir)
  ? readdirSync(webFeaturesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];

/**
 * bulletproof-react's unidirectional rule: app -> features -> ui/lib, and no feature reaches into
 * another; shared code moves down to ui or lib instead.
 */
const webImportZones = [
  ...webFeatures.map((feature) => ({
    target: `./${webFeaturesDir}/${feature}`,
    from: `./${webFeaturesDir}`,
    except: [`./${feature}`],
    message: 'A feature must not import another feature; move shared code to src/lib or src/ui.',
  })),
  {
    target: [`./${webFeaturesDir}`, './apps/web/src/ui', './apps/web/src/lib'],
    from: './apps/web/src/app',
    message: 'Only the app layer composes features.',
  },
  {
    target: ['./apps/web/src/ui', './apps/web/src/lib'],
    from: `./${webFeaturesDir}`,
    message: 'Shared ui and lib code must not depend on a feature.',
  },
  {
    target: './apps/web/src',
    from: './apps/web/test-product',
    message: 'The app never imports the test-only product; the test build adds it to the lists.',
  },
  {
    target: './apps/web/test-product',
    from: './apps/web/src/features',
    except: ['./flags'],
    message: 'The test-only product is a feature: it uses src/lib and src/ui, not other features.',
  },
  { target: './apps/web', from: './apps/api', message: 'The web app never imports API code.' },
  { target: './apps/api', from: './apps/web', message: 'The API never imports web code.' },
  {
    target: './packages/domain',
    from: ['./apps'],
    message: 'The domain package depends on nothing of the apps.',
  },
];

const apiSrc = 'apps/api/src';
const apiModulesDir = `${apiSrc}/modules`;
const apiModules = existsSync(apiModulesDir)
  ? readdirSync(apiModulesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];

/** The products' modules, named by the product's type (apps/api/src/products.ts lists them). */
const apiProductModules = ['home', 'car', 'travel'].filter((module) => apiModules.includes(module));

/**
 * The API's modules reach each other only through a module's public entry (its index.ts), and the
 * layers below them (database, adapters, jobs, lib, plugins) depend on no module at all.
 */
const apiImportZones = [
  ...apiModules.map((module) => ({
    target: `./${apiModulesDir}/${module}`,
    from: `./${apiModulesDir}`,
    except: [
      `./${module}`,
      ...apiModules.filter((other) => other !== module).map((other) => `./${other}/index.ts`),
    ],
    message: "A module uses another only through that module's index.ts.",
  })),
  {
    target: ['db', 'adapters', 'jobs', 'lib', 'plugins'].map((layer) => `./${apiSrc}/${layer}`),
    from: `./${apiModulesDir}`,
    message: 'The layers below the modules never import a module; move shared code down to lib.',
  },
  /**
   * The products never import each other: what they share lives in checkout, quotes, documents or
   * the domain. The agent module, like every module, reaches a product only through its index.ts
   * (the zones above).
   */
  ...apiProductModules.map((product) => ({
    target: `./${apiModulesDir}/${product}`,
    from: apiProductModules
      .filter((other) => other !== product)
      .map((other) => `./${apiModulesDir}/${other}`),
    message: 'A product module never imports another product; share through checkout or quotes.',
  })),
];

/**
 * The demo data (src/demo) uses the modules, never the other way round; the modules' tests sign in
 * as its accounts, so they may. One exception: the demo tools' route (renewals'
 * renewal-operator-routes.ts, only on a local product) makes a customer with a renewal due through
 * demo/renewal-demo-customer.ts.
 */
const apiDemoZones = [
  {
    target: apiModules
      .filter((module) => module !== 'renewals')
      .map((module) => `./${apiModulesDir}/${module}`),
    from: `./${apiSrc}/demo`,
    message: 'A module never imports the demo data; the server and the tests seed it.',
  },
  {
    target: `./${apiModulesDir}/renewals`,
    from: `./${apiSrc}/demo`,
    except: ['./renewal-demo-customer.ts'],
    message: 'A module never imports the demo data; the server and the tests seed it.',
  },
];

const domainSrc = 'packages/domain/src';
const domainProducts = ['home', 'car', 'travel'];
const domainShared = existsSync(domainSrc)
  ? readdirSync(domainSrc, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !domainProducts.includes(entry.name))
      .map((entry) => entry.name)
  : [];

/**
 * Where a shared domain folder still reaches into a product folder today, file by file (paths
 * relative to the product folder). Each is a debt to pay back, not a pattern to follow: a new
 * reach into a product fails lint until it is listed here with its reason.
 *
 * @type {Record<string, Record<string, string[]>>}
 */
const domainSharedExceptions = {
  agents: {
    // The agents' call scripts are written per product (home-call-scripts.ts,
    // car-call-scripts.ts) and quote that product's facts and words.
    // Their tests hold home's price validity to its payment rules.
    home: [
      './home-limits.ts',
      './home-quote-texts.ts',
      './home-quote-validity.ts',
      './home-payment-rules.ts',
    ],
    car: ['./car-constants.ts', './car-lists.ts'],
  },
  checkout: {
    // Only the tests: each product's payment rules are in its own folder, and the checkout's rules
    // are tested on them (home's validity and monthly plan, car's instalments, travel's card).
    home: ['./home-payment-rules.ts', './home-limits.ts', './home-quote-validity.ts'],
    car: ['./car-instalments.ts'],
    travel: ['./travel-payment-rules.ts'],
  },
  personal: {
    // The About you form car and travel share is tested through travel's form and examples.
    travel: ['./travel-about-you.ts', './travel-form-examples.ts'],
  },
  profile: {
    // temp-quote.ts accepts the saved forms of a quote in progress, each in its product's shape.
    car: ['./car-quote-mapping.ts'],
    travel: ['./travel-quote-mapping.ts'],
  },
  products: {
    // The one list of products gathers each product's facts from its own folder: the only
    // place shared code names every product, on purpose.
    home: ['./home-product.ts'],
    car: ['./car-product.ts'],
    travel: ['./travel-product.ts'],
  },
  quotes: {
    // insurer-codes.ts lists the insurers operators switch on and off: the products' insurers.
    home: ['./home-insurers.ts', './home-limits.ts'],
    travel: ['./travel-constants.ts'],
  },
  renewals: {
    // Renewals renew home policies: they rate again a home quote payload, answer with home's
    // insurer quotes and are bought with home's bind.
    home: ['./home-quote-payload.ts', './home-quote-response.ts', './home-bind.ts'],
  },
};

/**
 * The domain's rooms: a product folder (home, car, travel) never imports another product, and a
 * shared folder never imports a product, but for the exceptions listed above.
 */
const domainImportZones = [
  ...domainProducts.map((product) => ({
    target: `./${domainSrc}/${product}`,
    from: domainProducts
      .filter((other) => other !== product)
      .map((other) => `./${domainSrc}/${other}`),
    message: 'A product does not import another product; move what they share to a shared folder.',
  })),
  ...domainShared.flatMap((folder) =>
    domainProducts.map((product) => ({
      target: `./${domainSrc}/${folder}`,
      from: `./${domainSrc}/${product}`,
      except: domainSharedExceptions[folder]?.[product] ?? [],
      message:
        'Shared domain code does not import a product; pass the product in or move the rule.',
    })),
  ),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-test-product/**',
      'data/**',
      '**/coverage/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'apps/api/src/db/migrations/**',
      'apps/web/public/sw.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { import: importPlugin, 'check-file': checkFile },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import/no-restricted-paths': ['error', { zones: webImportZones }],
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs,css}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { '{apps,packages,e2e,scripts}/**/': 'KEBAB_CASE' },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['packages/domain/**/*.ts'],
    settings: {
      'import/resolver': {
        [fileURLToPath(new URL('./apps/api/eslint-import-resolver.cjs', import.meta.url))]: {},
        node: { extensions: ['.ts', '.js', '.json'] },
      },
    },
    rules: {
      'import/no-restricted-paths': ['error', { zones: [...webImportZones, ...domainImportZones] }],
    },
  },
  {
    files: ['apps/api/**/*.ts'],
    settings: {
      'import/resolver': {
        [fileURLToPath(new URL('./apps/api/eslint-import-resolver.cjs', import.meta.url))]: {},
        node: { extensions: ['.ts', '.js', '.json'] },
      },
    },
    rules: {
      'import/no-restricted-paths': ['error', { zones: [...webImportZones, ...apiImportZones] }],
    },
  },
  {
    files: [`${apiModulesDir}/**/*.ts`],
    ignores: ['**/*.test.ts'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        { zones: [...webImportZones, ...apiImportZones, ...apiDemoZones] },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
