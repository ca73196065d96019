import { describe, expect, it } from 'vitest';
import { PHONE, contactHref } from './contact.js';

describe('contactHref', () => {
  it('removes every space from a phone number and uses the tel: scheme', () => {
    expect(contactHref({ type: 'phone', phoneNumber: '1800 806 809' })).toBe('tel:1800806809');
    expect(contactHref({ type: 'phone', phoneNumber: '+353 1 488 4061' })).toBe('tel:+35314884061');
  });

  it('uses the mailto: scheme without spaces for an email address', () => {
    expect(contactHref({ type: 'email', email: ' help@wallet.ie ' })).toBe('mailto:help@wallet.ie');
  });

  it('gives a dialable link for every help number', () => {
    for (const number of Object.values(PHONE)) {
      expect(contactHref({ type: 'phone', phoneNumber: number })).toMatch(/^tel:\+?\d{8,14}$/);
    }
  });

  it('keeps the numbers the spec states', () => {
    expect(PHONE).toMatchObject({
      sales: '01 488 4062',
      servicesTeam: '01 290 1958',
      travelAmend: '01 440 2787',
      carAmend: '01 2901958',
      breakdownFreephone: '1800 806 809',
      loginSupport: '1890 604 604',
    });
  });
});
