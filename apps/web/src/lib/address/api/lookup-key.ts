import { LOCAL_ADDRESS_LOOKUP_KEY } from '@wallet/domain';

/** The autocomplete service's key (platform.md 9: configured, not reproduced). */
export const ADDRESS_LOOKUP_KEY: string =
  import.meta.env.VITE_ADDRESS_LOOKUP_KEY || LOCAL_ADDRESS_LOOKUP_KEY;
