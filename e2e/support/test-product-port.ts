/**
 * The test build's journeys (playwright.test-product.config.ts) run on a server of their own, on
 * their own port and data folder, beside the product's journeys. Imported before the environment,
 * which reads the port; the config's workers inherit it.
 */
export const TEST_PRODUCT_PORT = 4420;

process.env.E2E_PORT ??= String(TEST_PRODUCT_PORT);
