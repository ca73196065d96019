import type { ReactNode, Ref } from 'react';
import { ChoiceField } from './choice-field';

export const YES_NO_LABELS = { yes: 'Yes', no: 'No' } as const;

type YesNoFieldProps = {
  /** The id of the Yes radio (the one the error summary links to); No gets `${id}-no`. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  /** null while unanswered. */
  value: boolean | null | undefined;
  onChange: (value: boolean) => void;
  onBlur?: () => void;
  name: string;
  ref?: Ref<HTMLInputElement>;
  className?: string;
};

/** A Yes/No question drawn like the button group (platform.md 2.12): a choice of two. */
export function YesNoField({ id, ...props }: YesNoFieldProps) {
  return (
    <ChoiceField<boolean>
      id={id}
      options={[
        { value: true, label: YES_NO_LABELS.yes },
        { value: false, label: YES_NO_LABELS.no, id: `${id}-no` },
      ]}
      {...props}
    />
  );
}
