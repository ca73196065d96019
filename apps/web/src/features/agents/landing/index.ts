/** The wallet landing's entry to the agent workspace, loaded only for a signed-in agent. */
export { AgentLanding } from './agent-landing';
