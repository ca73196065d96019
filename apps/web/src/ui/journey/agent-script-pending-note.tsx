import { AGENT_SCRIPT_PANEL_TEXT } from './agent-script-texts';

/**
 * Said beside a button an agent's script keeps disabled (platform.md 4.4), so the agent knows
 * why; the button names it with aria-describedby. Nothing once every script is read.
 */
export function AgentScriptPendingNote({
  id,
  pending,
  scripts = 1,
}: {
  id: string;
  pending: boolean;
  /** How many scripts the page has. */
  scripts?: number;
}) {
  if (!pending) return null;
  return (
    <p id={id} className="agent-script-pending">
      {scripts > 1 ? AGENT_SCRIPT_PANEL_TEXT.pendingMany : AGENT_SCRIPT_PANEL_TEXT.pending}
    </p>
  );
}
