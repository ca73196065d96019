import { FSPO_RIGHT_LINES, type ComplaintDetail, type StaffComplaintDetail } from '@wallet/domain';

/** A complaint about a home policy, just received (the component tests' own). */
export const RECEIVED: ComplaintDetail = {
  reference: 'CP-ABCD2345',
  about: 'policy',
  about_label: 'A policy',
  status: 'received',
  policy_id: 'home/5005',
  policy_number: 'HP-0005',
  product: 'home',
  claim_reference: null,
  received_at: '2026-12-01T10:00:00.000Z',
  update_due: '2026-12-29',
  final_response_due: '2027-01-28',
  description: 'My documents have the wrong eircode.',
  wanted: 'Corrected documents.',
  timeline: [{ kind: 'received', at: '2026-12-01T10:00:00.000Z', text: null, outcome: null }],
  final_response: null,
};

/** The same complaint answered with its final response. */
export const ANSWERED: ComplaintDetail = {
  ...RECEIVED,
  status: 'final_response_given',
  update_due: null,
  final_response_due: null,
  timeline: [
    ...RECEIVED.timeline,
    {
      kind: 'update',
      at: '2026-12-03T10:00:00.000Z',
      text: 'We asked the insurer.',
      outcome: null,
    },
    {
      kind: 'final_response',
      at: '2026-12-10T10:00:00.000Z',
      text: 'Corrected documents are on your policy.',
      outcome: 'upheld',
    },
  ],
  final_response: {
    outcome: 'upheld',
    text: 'Corrected documents are on your policy.',
    fspo: [...FSPO_RIGHT_LINES],
    at: '2026-12-10T10:00:00.000Z',
  },
};

/** The complaint as staff read it, its update overdue. */
export const FOR_STAFF: StaffComplaintDetail = {
  ...RECEIVED,
  customer: { name: 'Orla Kenny', email: 'orla@example.ie' },
  next_due: { for: 'update', due: '2026-12-29', overdue: true },
  actions: ['update', 'final_response', 'resolve'],
};
