import type { ReactNode } from 'react';
import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from 'react-aria-components';
import clsx from 'clsx';
import './switch.css';

/** platform.md 2.12: a switch reads Yes/No or On/Off. */
export const SWITCH_STATE_LABELS = {
  'yes-no': { on: 'Yes', off: 'No' },
  'on-off': { on: 'On', off: 'Off' },
} as const;

export type SwitchStateLabels = keyof typeof SWITCH_STATE_LABELS;

export interface SwitchProps extends Pick<
  AriaSwitchProps,
  | 'isSelected'
  | 'defaultSelected'
  | 'onChange'
  | 'isDisabled'
  | 'isReadOnly'
  | 'name'
  | 'value'
  | 'autoFocus'
  | 'aria-describedby'
> {
  label: ReactNode;
  stateLabels?: SwitchStateLabels;
  className?: string;
}

export function Switch({ label, stateLabels = 'yes-no', className, ...switchProps }: SwitchProps) {
  const words = SWITCH_STATE_LABELS[stateLabels];
  return (
    <AriaSwitch {...switchProps} className={clsx('switch', className)}>
      {({ isSelected }) => (
        <>
          <span className="switch__label">{label}</span>
          <span className="switch__control">
            <span className="switch__track" aria-hidden="true">
              <span className="switch__thumb" />
            </span>
            {/* The switch role already announces on or off, so the word is for sighted users only. */}
            <span className="switch__state" aria-hidden="true">
              {isSelected ? words.on : words.off}
            </span>
          </span>
        </>
      )}
    </AriaSwitch>
  );
}
