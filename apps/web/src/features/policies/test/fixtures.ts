import type { DocumentGroup, ProfilePolicy, SessionUser } from '@wallet/domain';

export const CUSTOMER: SessionUser = {
  user_id: 'user-1',
  email: 'aoife@wallet.test',
  given_name: 'Aoife',
  family_name: 'Murphy',
  role: 'customer',
};

export const OLDER_HOME: ProfilePolicy = {
  policy_type: 'HOME',
  reference_number: 'HQ-1001',
  policy_number: 'HP-0001',
  policy_id: 'home-older',
  start_date: '2023-03-01',
  end_date: '2024-02-29',
  insurer: 'RSA',
  premium_cents: 48_650,
  cover: 'Buildings and contents',
};

export const NEWER_HOME: ProfilePolicy = {
  policy_type: 'HOME',
  reference_number: 'HQ-2002',
  policy_number: 'HP-0002',
  policy_id: 'home-newer',
  start_date: '2025-02-10',
  end_date: '2026-02-09',
  insurer: 'FBD',
  premium_cents: 51_230,
  cover: 'Contents only',
};

export const CAR: ProfilePolicy = {
  policy_type: 'MOTOR',
  reference_number: 'MQ-3003',
  policy_number: 'CP-0077',
  policy_id: 'car-1',
  start_date: '2024-06-15',
  end_date: '2025-06-14',
  insurer: 'RSA',
  premium_cents: 71_240,
  // Car policies are no longer sold online: no quote on record says what one covers.
  cover: null,
};

export const TRAVEL: ProfilePolicy = {
  policy_type: 'TRAVEL',
  reference_number: 'TQ-4004',
  policy_number: 'TP-0005',
  policy_id: 'travel-1',
  start_date: '2024-01-05',
  end_date: '2025-01-04',
  insurer: 'CHUBB',
  premium_cents: 8_900,
  cover: 'Annual Multi-Trip',
};

export const SCHEDULE_ID = '0b9f4a52-6a56-4d4e-9d5e-1f0e8b5c2a11';
export const IPID_ID = '5c3d2e1f-7a8b-4c9d-8e0f-a1b2c3d4e5f6';
export const RENEWAL_ID = '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d';

/** Two issues of documents, newest first, as the API groups them. */
export const DOCUMENT_GROUPS: DocumentGroup[] = [
  {
    date: '2025-02-10',
    business_process: 'RENEWAL_CONFIRMATION',
    documents: [
      { document_id: RENEWAL_ID, display_name: 'Renewal Schedule', description: 'Your new year' },
    ],
  },
  {
    date: '2024-02-09',
    business_process: 'NEW_BUSINESS',
    documents: [
      {
        document_id: SCHEDULE_ID,
        display_name: 'Policy Schedule',
        description: 'What you are covered for',
      },
      {
        document_id: IPID_ID,
        display_name: 'Insurance Product Information',
        description: 'A summary of the cover',
      },
    ],
  },
];

/** Issue 43: a home policy bought ten days before TODAY, still in its withdrawal period. */
export const LEAVING_TODAY = '2026-11-29';

export const ACTIVE_HOME: ProfilePolicy = {
  policy_type: 'HOME',
  reference_number: 'HQ-5005',
  policy_number: 'HP-0005',
  policy_id: 'home/5005',
  start_date: '2026-11-20',
  end_date: '2027-11-19',
  insurer: 'RSA',
  premium_cents: 36_500,
  cover: 'Buildings and contents',
  status: 'active',
  auto_renewal: true,
  withdrawal_ends_on: '2026-12-08',
};
