import { lazy, Suspense } from 'react';
import { isAgent, useSession } from '../../../lib/session';
import { updateCarJourney, useCarJourney } from '../journey/car-journey';
import type { CarAgentScriptKey } from './car-agent-texts';

/** The panel and the scripts' words, loaded for an agent only. */
const CarAgentScriptPanel = lazy(() =>
  import('./car-agent-script-panel').then((module) => ({ default: module.CarAgentScriptPanel })),
);

/**
 * A car page's agent scripts (car-travel-payment.md 6, platform.md 4.4): `pending` while an agent
 * has not read every page of each, which keeps the page's button disabled; never pending, and no
 * panel, for a customer or a visitor. Read marks are kept in the car journey, so a reload keeps
 * them.
 */
export function useCarAgentScripts(keys: readonly CarAgentScriptKey[]) {
  const agent = isAgent(useSession().user);
  const read = useCarJourney().agentScriptsRead;
  const pending = agent && keys.some((key) => read?.[key] !== true);
  const panels = agent ? (
    <Suspense fallback={null}>
      {keys.map((key) => (
        <CarAgentScriptPanel
          key={key}
          scriptKey={key}
          read={read?.[key] === true}
          onRead={() =>
            updateCarJourney((current) => ({
              agentScriptsRead: { ...current.agentScriptsRead, [key]: true },
            }))
          }
        />
      ))}
    </Suspense>
  ) : null;
  return { agent, pending, panels };
}
