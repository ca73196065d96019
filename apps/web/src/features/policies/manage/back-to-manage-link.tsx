import { ButtonLink } from '../../../ui/button';
import { ArrowLeftIcon } from '../../../ui/icons';

/** A step back within Manage My Insurance. */
export function BackToManageLink({ to, label }: { to: string; label: string }) {
  return (
    <ButtonLink to={to} variant="secondary" icon={<ArrowLeftIcon size={20} />}>
      {label}
    </ButtonLink>
  );
}
