import { AgentScriptPanel } from '../../../ui/journey/agent-script-panel';
import { AGENT_SCRIPT_PANEL_TEXT } from '../../../ui/journey/agent-script-texts';
import { CAR_AGENT_SCRIPTS, type CarAgentScriptKey } from './car-agent-texts';

/** A car page's agent script in the script panel: loaded for an agent only (car-agent-script). */
export function CarAgentScriptPanel({
  scriptKey,
  read,
  onRead,
}: {
  scriptKey: CarAgentScriptKey;
  read: boolean;
  onRead: () => void;
}) {
  return (
    <AgentScriptPanel
      title={CAR_AGENT_SCRIPTS[scriptKey].title}
      pages={CAR_AGENT_SCRIPTS[scriptKey].pages}
      read={read}
      onRead={onRead}
      texts={AGENT_SCRIPT_PANEL_TEXT}
    />
  );
}
