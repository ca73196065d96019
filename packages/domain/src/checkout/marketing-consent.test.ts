import { describe, expect, it } from 'vitest';
import {
  MARKETING_CONSENT_DEFAULTS as NONE,
  canContinueWithConsent,
  fromBindMarketing,
  toBindMarketing,
  withAllChannels,
  withChannel,
  withConsent,
} from './marketing-consent.js';

describe('marketing consent', () => {
  it('turning consent off clears every channel', () => {
    const all = withAllChannels(withConsent(NONE, true), true);
    expect(withConsent(all, false)).toEqual({ ...NONE, analyzeTransaction: false });
  });

  it('Select All sets and clears the four channels', () => {
    const on = withAllChannels(withConsent(NONE, true), true);
    expect(on).toMatchObject({ email: true, phone: true, text: true, post: true, selectAll: true });
    expect(withAllChannels(on, false)).toMatchObject({
      email: false,
      phone: false,
      text: false,
      post: false,
      selectAll: false,
    });
  });

  it('Select All follows the channels chosen one by one', () => {
    let values = withConsent(NONE, true);
    for (const channel of ['email', 'phone', 'text'] as const) {
      values = withChannel(values, channel, true);
      expect(values.selectAll).toBe(false);
    }
    values = withChannel(values, 'post', true);
    expect(values.selectAll).toBe(true);
    expect(withChannel(values, 'email', false).selectAll).toBe(false);
  });

  it('Next needs a channel while consent is on', () => {
    expect(canContinueWithConsent(NONE)).toBe(true);
    expect(canContinueWithConsent(withConsent(NONE, true))).toBe(false);
    expect(canContinueWithConsent(withChannel(withConsent(NONE, true), 'post', true))).toBe(true);
  });

  it('maps to the bind flags, marketing_consent true when any channel is', () => {
    const values = {
      ...withChannel(withConsent(NONE, true), 'text', true),
      analyzeTransaction: true,
    };
    const bind = toBindMarketing(values);
    expect(bind).toEqual({
      marketing_consent: true,
      marketings: {
        email_consent: false,
        post_consent: false,
        mobile_sms_consent: true,
        phone_consent: false,
      },
      analyse_transactions: true,
    });
    expect(fromBindMarketing(bind)).toEqual(values);
    expect(toBindMarketing(NONE).marketing_consent).toBe(false);
  });
});
