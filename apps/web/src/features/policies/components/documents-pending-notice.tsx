import { CHECKOUT_MESSAGES, PHONE } from '@wallet/domain';
import { ContactButton } from '../../../ui/contact-button';
import { Notice } from '../../../ui/notice';

/** car-travel-payment.md 8 'No documents yet', with the number to call. */
export function DocumentsPendingNotice() {
  return (
    <Notice className="policies-notice">
      <p>{CHECKOUT_MESSAGES.documentsPending}</p>
      <ContactButton
        contact={{ type: 'phone', phoneNumber: PHONE.sales }}
        label="Call us on"
        variant="secondary"
      />
    </Notice>
  );
}
