import { useState, type ReactNode } from 'react';
import clsx from 'clsx';
import './switch.css';

/** platform.md 2.12: a switch reads Yes/No or On/Off. */
export const SWITCH_STATE_LABELS = {
  'yes-no': { on: 'Yes', off: 'No' },
  'on-off': { on: 'On', off: 'Off' },
} as const;

export type SwitchStateLabels = keyof typeof SWITCH_STATE_LABELS;

export interface SwitchProps {
  label: ReactNode;
  stateLabels?: SwitchStateLabels;
  className?: string;
  /** On or off, for a switch its owner holds; `defaultSelected` for one that holds itself. */
  isSelected?: boolean;
  defaultSelected?: boolean;
  onChange?: (isSelected: boolean) => void;
  isDisabled?: boolean;
  name?: string;
  'aria-describedby'?: string;
}

/**
 * The platform's own switch: a checkbox with the switch role inside its label, so a click on the
 * words toggles it, Space toggles it from the keyboard and a screen reader announces on or off.
 * It needs no script library, so the quote forms that ask with switches paint without one
 * (docs/decisions/0008, fourth round).
 */
export function Switch({
  label,
  stateLabels = 'yes-no',
  className,
  isSelected,
  defaultSelected = false,
  onChange,
  isDisabled,
  name,
  'aria-describedby': describedBy,
}: SwitchProps) {
  const [ownSelected, setOwnSelected] = useState(defaultSelected);
  const selected = isSelected ?? ownSelected;
  const words = SWITCH_STATE_LABELS[stateLabels];
  return (
    <label
      className={clsx('switch', className)}
      data-selected={selected || undefined}
      data-disabled={isDisabled || undefined}
    >
      <span className="switch__label">{label}</span>
      <input
        type="checkbox"
        role="switch"
        className="switch__input visually-hidden"
        name={name}
        checked={selected}
        disabled={isDisabled}
        aria-describedby={describedBy}
        onChange={(event) => {
          setOwnSelected(event.target.checked);
          onChange?.(event.target.checked);
        }}
      />
      <span className="switch__control">
        <span className="switch__track" aria-hidden="true">
          <span className="switch__thumb" />
        </span>
        {/* The switch role already announces on or off, so the word is for sighted users only. */}
        <span className="switch__state" aria-hidden="true">
          {selected ? words.on : words.off}
        </span>
      </span>
    </label>
  );
}
