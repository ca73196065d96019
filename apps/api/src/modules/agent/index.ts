/** The agent module's public entry: what other modules and the server's start may use of it. */
export {
  createAgentActionsRepository,
  type AgentActionRecord,
  type AgentActionsRepository,
  type AgentActor,
} from './agent-actions-repository.js';
export { actorOf, inRecordedAction, recorded, type Recorded } from './recorded-action.js';
export { agentJourney, agentJourneyRefusals } from './agent-journey.js';
