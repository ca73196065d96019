import { useQuery } from '@tanstack/react-query';
import { branchSchema, homeCallScripts, type HomeCallScriptKey } from '@wallet/domain';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { AgentScriptPanel } from '../../../ui/journey/agent-script-panel';
import { SCRIPT_PANEL_TEXT } from './home-agent-texts';

/**
 * The agent's branch (GET /profile/profile/branch), under the header's query key so both read one
 * answer; null before one is chosen or when it cannot be read (the opening then names none).
 */
function useAgentBranchName(userId: string | null): string | null {
  const { data } = useQuery({
    queryKey: ['agents', 'branch', userId],
    queryFn: async () => {
      const parsed = branchSchema
        .nullable()
        .safeParse(await apiRequest<unknown>('/profile/profile/branch'));
      return parsed.success ? parsed.data : null;
    },
    enabled: userId !== null,
    staleTime: Infinity,
  });
  return data?.branch_name ?? null;
}

/**
 * A home page's agent script in the script panel: loaded for an agent only (home-agent-script).
 * The scripts' words are the domain's, built from the product's constants and naming the agent
 * signed in and the branch they have chosen.
 */
export function HomeAgentScriptPanel({
  scriptKey,
  read,
  onRead,
}: {
  scriptKey: HomeCallScriptKey;
  read: boolean;
  onRead: () => void;
}) {
  const { user } = useSession();
  const branchName = useAgentBranchName(user?.user_id ?? null);
  const script = homeCallScripts({ agentName: user?.given_name ?? '', branchName })[scriptKey];
  return (
    <AgentScriptPanel
      // A new page's script starts at its first page.
      key={scriptKey}
      title={script.title}
      pages={script.pages}
      read={read}
      onRead={onRead}
      texts={SCRIPT_PANEL_TEXT}
    />
  );
}
