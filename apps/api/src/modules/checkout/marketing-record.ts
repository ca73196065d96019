import type { BindMarketing } from '@wallet/domain';
import type { MarketingRecord } from './bind-records-repository.js';

/** The marketing consent a bind carries (platform.md 3.7), as the purchase records it. */
export function marketingRecordOf(marketing: BindMarketing): MarketingRecord {
  return {
    consent: marketing.marketing_consent,
    email: marketing.marketings.email_consent,
    phone: marketing.marketings.phone_consent,
    text: marketing.marketings.mobile_sms_consent,
    post: marketing.marketings.post_consent,
    analyzeTransaction: marketing.analyse_transactions,
    selectAll: Object.values(marketing.marketings).every(Boolean),
  };
}
