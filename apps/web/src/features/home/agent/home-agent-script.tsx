import { lazy, Suspense } from 'react';
import { isAgent, useSession } from '../../../lib/session';
import { updateHomeJourney, useHomeJourney } from '../journey/home-journey';
import { AgentScriptPendingNote } from '../../../ui/journey/agent-script-pending-note';
import type { HomeAgentScriptKey } from './home-agent-texts';

/** The panel and the scripts' words, loaded for an agent only. */
const HomeAgentScriptPanel = lazy(() =>
  import('./home-agent-script-panel').then((module) => ({
    default: module.HomeAgentScriptPanel,
  })),
);

/** Whether the signed-in user acts as an agent: the journey shows its agent mode. */
export function useAgentMode(): boolean {
  return isAgent(useSession().user);
}

/**
 * A page's agent script (platform.md 4.4): `pending` while an agent has not read every page of
 * it, which keeps the page's buttons disabled; never pending for a customer or a visitor.
 */
export function useHomeAgentScript(key: HomeAgentScriptKey) {
  const agent = useAgentMode();
  const read = useHomeJourney().agentScriptsRead?.[key] === true;
  const pending = agent && !read;
  const panel = agent ? (
    <Suspense fallback={null}>
      <HomeAgentScriptPanel
        scriptKey={key}
        read={read}
        onRead={() =>
          updateHomeJourney((current) => ({
            agentScriptsRead: { ...current.agentScriptsRead, [key]: true },
          }))
        }
      />
    </Suspense>
  ) : null;
  return { agent, pending, panel };
}

/** Said beside a button the script keeps disabled, so the agent knows why. */
export const ScriptPendingNote = AgentScriptPendingNote;
