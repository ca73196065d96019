import { HomeViewQuotePage } from '../../features/home';

/**
 * /wallet/viewQuote/:type. With marketing_enabled on, Proceed leads to the consent page, which
 * opens with checkout; until then Proceed always goes to the sign-in check.
 */
export function Component() {
  return <HomeViewQuotePage marketingEnabled={false} />;
}
