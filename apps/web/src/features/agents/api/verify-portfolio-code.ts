import { portfolioVerificationSchema } from '@wallet/domain';
import { apiRequest, isApiError } from '../../../lib/api-client';

/**
 * GET /home/applied_home_quotes/verify/portfolio/{portfolioCode} (platform.md 7): whether the
 * bank's register holds the code. An error or a falsy answer means it does not.
 */
export async function verifyPortfolioCode(portfolioCode: string): Promise<boolean> {
  const answer = await apiRequest<unknown>(
    `/home/applied_home_quotes/verify/portfolio/${encodeURIComponent(portfolioCode)}`,
  );
  if (isApiError(answer) || !answer) return false;
  return portfolioVerificationSchema.safeParse(answer).success;
}
