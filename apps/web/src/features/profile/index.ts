export { getProfile, profileQueryKey, profileQueryOptions, useProfile } from './api/get-profile';
export { AgentActionsLink } from './agent-actions/agent-actions-link';
