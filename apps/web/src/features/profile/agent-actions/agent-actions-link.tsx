import { PATHS } from '../../../lib/paths';
import { ButtonLink } from '../../../ui/button';
import { AGENT_ACTIONS_TEXTS as TEXT } from './agent-actions-texts';
import './agent-actions.css';

/** The way to the customer's agent activity, where they manage their insurance. */
export function AgentActionsLink() {
  return (
    <div className="agent-activity-link">
      <p>{TEXT.linkIntro}</p>
      <ButtonLink to={PATHS.agentActions} variant="link">
        {TEXT.linkLabel}
      </ButtonLink>
    </div>
  );
}
