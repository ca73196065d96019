import { PATHS } from '../lib/paths';
import { ButtonLink } from './button';
import { ArrowLeftIcon } from './icons';

export const BACK_TO_HOME_LABEL = 'Back to home';

/** platform.md 2.11: 'Back to home' goes to the wallet. */
export function BackToHomeLink({ variant = 'secondary' }: { variant?: 'primary' | 'secondary' }) {
  return (
    <ButtonLink to={PATHS.wallet} variant={variant} icon={<ArrowLeftIcon size={20} />}>
      {BACK_TO_HOME_LABEL}
    </ButtonLink>
  );
}
