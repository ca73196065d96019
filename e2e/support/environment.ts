import { join } from 'node:path';
import { tmpdir } from 'node:os';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_DATA_DIR = join(tmpdir(), `wallet-e2e-${E2E_PORT}`);
export const E2E_OPERATOR_API_KEY = 'e2e-operator-key-for-local-runs-only';

/** Seeded demo accounts (apps/api/src/demo/demo-accounts.ts). */
export const DEMO_PASSWORD = 'Wallet-Demo-2026!';
export const DEMO_CUSTOMER = { email: 'demo@wallet.test', firstName: 'Aoife' };
export const CUSTOMER_WITHOUT_POLICIES = { email: 'new@wallet.test' };

/** A pattern that matches the text literally (phone numbers hold '+' and spaces). */
export function literal(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}
