import { useMutation } from '@tanstack/react-query';
import { ADDRESS_API_PATHS, type AutocompleteResponse } from '@wallet/domain';
import { API_PREFIX, apiRequest, unwrap } from '../../api-client';
import { loadAddressAnswers } from './load-address-answers';

const OPTION_LINK_PREFIX = `${API_PREFIX}${ADDRESS_API_PATHS.lookupOption}/`;

/**
 * The second GET of platform.md 7: follows a chosen option's link. Only links into the lookup
 * service are followed, so an answer cannot send the app elsewhere.
 */
export async function followOption(link: string): Promise<AutocompleteResponse> {
  if (!link.startsWith(OPTION_LINK_PREFIX)) throw new Error(`Not an address option link: ${link}`);
  const answers = loadAddressAnswers();
  const answer = unwrap(await apiRequest<unknown>(link.slice(API_PREFIX.length)));
  return (await answers).autocompleteResponseSchema.parse(answer);
}

export function useFollowOption() {
  return useMutation({ mutationFn: followOption });
}
