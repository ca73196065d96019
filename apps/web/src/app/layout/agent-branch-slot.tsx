import { lazy, Suspense } from 'react';

/** Agent code loads only for a signed-in agent, never on a visitor's page (decision 0008). */
const BranchPicker = lazy(() =>
  import('../../features/agents/branch').then((module) => ({ default: module.BranchPicker })),
);

/** platform.md 2.7: the agent's branch picker in the header. */
export function AgentBranchSlot() {
  return (
    <Suspense fallback={null}>
      <BranchPicker />
    </Suspense>
  );
}
