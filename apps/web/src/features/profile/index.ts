export { getProfile, profileQueryKey, useProfile } from './api/get-profile';
export { AgentActionsLink } from './agent-actions/agent-actions-link';
