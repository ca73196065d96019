import { MESSAGES, PHONE } from '@wallet/domain';
import { ContactButton } from '../../../ui/contact-button';
import { Notice } from '../../../ui/notice';

/** platform.md 8 'No policies': the message, then a request to call. */
export function NoPoliciesNotice() {
  return (
    <Notice className="policies-notice">
      <p>{MESSAGES.noPolicies}</p>
      <ContactButton
        contact={{ type: 'phone', phoneNumber: PHONE.sales }}
        label="Please call us on"
        variant="secondary"
      />
    </Notice>
  );
}
