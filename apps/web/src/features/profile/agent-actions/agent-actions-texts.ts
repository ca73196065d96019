/** The words of the customer's agent activity screen (ours, beyond the spec: decision 0019). */
export const AGENT_ACTIONS_TEXTS = {
  title: 'Agent activity',
  lead: 'When someone at one of our branches acts for you, you can see here who it was, their branch, what they did and when.',
  listTitle: 'What our agents did for you',
  when: 'When (Irish time)',
  agent: 'Agent',
  branch: 'Branch',
  noBranch: 'No branch recorded',
  none: 'No bank agent has acted on your account.',
  loading: 'Loading agent activity',
  failed: 'We could not load the agent activity on your account. Please try again.',
  tryAgain: 'Try again',
  showMore: 'Show more',
  shown: (count: number) => `Showing ${count} ${count === 1 ? 'action' : 'actions'}`,
  /** Where a customer finds the screen: Manage My Insurance and the wallet. */
  linkLabel: 'See what our agents did for you',
  linkIntro: 'Did a branch agent help you? See who acted on your account and when.',
} as const;
