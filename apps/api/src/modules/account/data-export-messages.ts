import { PHONE, PRODUCT_NAME } from '@wallet/domain';
import type { OutgoingMessage } from '../../adapters/messages/messages-port.js';

const longDate = (at: Date) =>
  new Intl.DateTimeFormat('en-IE', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Dublin',
  }).format(at);

/** 'Download your data' is ready: where to get it (signed in), and until when. */
export function dataExportReadyEmail(
  to: { userId: string; email: string; givenName: string },
  accountUrl: string,
  expiresAt: Date,
): OutgoingMessage {
  return {
    channel: 'EMAIL',
    recipient: to.email,
    subject: `Your ${PRODUCT_NAME} data is ready to download`,
    body: [
      `Hello ${to.givenName},`,
      '',
      `The copy of your data you asked for is ready. Sign in and download it from Your account: ${accountUrl}`,
      '',
      `It is a JSON file anyone can read with a text editor or import into another service. It can be downloaded until ${longDate(expiresAt)}, then we remove it.`,
      '',
      `If you did not ask for a copy of your data, please call us on ${PHONE.loginSupport}: nothing has been sent to anyone else.`,
    ].join('\n'),
    code: null,
    template: 'data-export-ready',
    userId: to.userId,
  };
}
