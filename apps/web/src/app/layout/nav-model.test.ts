import { DEFAULT_FEATURE_FLAGS } from '@wallet/domain';
import { describe, expect, it } from 'vitest';
import { buildNavModel } from './nav-model';

describe('the header for a claims handler', () => {
  it('offers no quotes, no policies and no renewals, only their name', () => {
    expect(
      buildNavModel({
        flags: DEFAULT_FEATURE_FLAGS,
        signedIn: true,
        agent: false,
        claimsHandler: true,
        firstName: 'Siobhán',
        boughtProducts: new Set(['home']),
      }),
    ).toEqual({
      newQuote: [],
      manage: null,
      renew: null,
      user: { firstName: 'Siobhán' },
      branchPicker: false,
      workspace: [
        { key: 'claims', label: 'Claims', to: '/staff/claims' },
        { key: 'complaints', label: 'Complaints', to: '/staff/complaints' },
      ],
    });
  });
});
