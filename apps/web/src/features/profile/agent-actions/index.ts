export { AgentActionsPage } from './agent-actions-page';
