import { PHONE, PRODUCT_NAME } from '@wallet/domain';
import type { OutgoingMessage } from '../../adapters/messages/messages-port.js';

/**
 * A new correspondence address chosen in Your account: told by e-mail, as a change the owner may
 * not have made (where our letters go is where a fraudster would want them); the address itself
 * is not repeated in the e-mail.
 */
export function addressChangedEmail(to: {
  userId: string;
  email: string;
  givenName: string;
}): OutgoingMessage {
  return {
    channel: 'EMAIL',
    recipient: to.email,
    subject: `Your ${PRODUCT_NAME} address has changed`,
    body: [
      `Hello ${to.givenName},`,
      '',
      'The address we write to you at was changed in Your account, where you can see it.',
      'It does not change the address on your policies: an address a policy insures is changed through Change my policy.',
      '',
      `If you did not make this change, please call us on ${PHONE.loginSupport} straight away.`,
    ].join('\n'),
    code: null,
    template: 'address-changed',
    userId: to.userId,
  };
}
