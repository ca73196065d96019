import { useMutation, useQueryClient } from '@tanstack/react-query';
import { branchSchema, type Branch } from '@wallet/domain';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { branchQueryKey } from './get-branch';
import { readAnswer } from './read-answer';

/** PUT /profile/profile/branch (platform.md 4.4): the agent's branch, saved to their profile. */
export async function setBranch(branch: Branch): Promise<Branch> {
  const answer = await apiRequest<unknown>('/profile/profile/branch', {
    method: 'PUT',
    body: { id: branch.id, branch_name: branch.branch_name },
  });
  return readAnswer(branchSchema, answer);
}

/** Saves the branch and shows it at once wherever the agent's branch is read (the header). */
export function useSetBranch() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: setBranch,
    onSuccess: (branch) => {
      queryClient.setQueryData(branchQueryKey(user?.user_id ?? null), branch);
    },
  });
}
