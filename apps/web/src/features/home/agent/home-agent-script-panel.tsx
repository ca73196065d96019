import { AgentScriptPanel } from '../../../ui/journey/agent-script-panel';
import { HOME_AGENT_SCRIPTS } from './home-agent-scripts';
import { SCRIPT_PANEL_TEXT, type HomeAgentScriptKey } from './home-agent-texts';

/** A home page's agent script in the script panel: loaded for an agent only (home-agent-script). */
export function HomeAgentScriptPanel({
  scriptKey,
  read,
  onRead,
}: {
  scriptKey: HomeAgentScriptKey;
  read: boolean;
  onRead: () => void;
}) {
  return (
    <AgentScriptPanel
      title={HOME_AGENT_SCRIPTS[scriptKey].title}
      pages={HOME_AGENT_SCRIPTS[scriptKey].pages}
      read={read}
      onRead={onRead}
      texts={SCRIPT_PANEL_TEXT}
    />
  );
}
