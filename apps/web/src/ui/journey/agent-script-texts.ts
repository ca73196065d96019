import type { AgentScriptPanelTexts } from './agent-script-panel';

/**
 * The words of the agent script panel and of the note beside a button a script keeps disabled
 * (platform.md 2.10 and 4.4), the same in every journey; each journey's scripts have their own.
 */
export const AGENT_SCRIPT_PANEL_TEXT = {
  label: 'Agent script',
  page: (number: number, of: number) => `Page ${number} of ${of}`,
  previous: 'Previous page',
  next: 'Next page',
  finish: 'I have read this script to the customer',
  read: 'Script read to the customer.',
  pending: 'Read every page of the agent script to the customer to continue.',
  pendingMany: 'Read every page of the agent scripts to the customer to continue.',
} as const satisfies AgentScriptPanelTexts & { pending: string; pendingMany: string };
