import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  formatIrishDateTime,
  MARKETING_CHANNELS,
  PRODUCT_LABELS,
  productTypeOf,
  type MarketingChoice,
  type MarketingChoices,
  type PolicyType,
} from '@wallet/domain';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { Notice } from '../../../ui/notice';
import { changeMarketingChoices } from '../api/change-marketing-choices';
import { marketingChoicesQueryKey } from '../api/get-marketing-choices';
import { ACCOUNT_TEXTS } from './account-texts';

const TEXT = ACCOUNT_TEXTS.marketing;

/**
 * One product's marketing choices, changed and saved on their own: a save answers every
 * product's choices and the history as they now stand.
 */
export function MarketingChoicesForm({
  policyType,
  choices,
  changedAt,
}: {
  policyType: PolicyType;
  choices: MarketingChoice;
  changedAt: string;
}) {
  const queryClient = useQueryClient();
  // The boxes show the choices as saved until the customer ticks one: a refetch (another tab's
  // change) then shows through, and is never saved back over unseen.
  const [edits, setEdits] = useState<MarketingChoice | null>(null);
  const values = edits ?? choices;
  const id = useId();
  const label = PRODUCT_LABELS[productTypeOf(policyType)];
  const save = useMutation({
    mutationFn: (chosen: MarketingChoice) => changeMarketingChoices(policyType, chosen),
    onSuccess: (answer: MarketingChoices) => {
      queryClient.setQueryData(marketingChoicesQueryKey, answer);
      setEdits(null);
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(values);
  };
  const set = (name: keyof MarketingChoice, checked: boolean) => {
    if (!save.isPending) save.reset();
    setEdits({ ...values, [name]: checked });
  };

  return (
    <form
      className="account-marketing__product"
      onSubmit={onSubmit}
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`} className="account-marketing__title">
        {TEXT.product(label)}
      </h3>
      <p className="account-marketing__changed">
        {TEXT.lastChanged(formatIrishDateTime(changedAt))}
      </p>
      <fieldset className="account-marketing__fieldset">
        <legend>{TEXT.channelsLegend}</legend>
        <div className="account-marketing__channels">
          {MARKETING_CHANNELS.map((channel) => (
            <Checkbox
              key={channel}
              id={`${id}-${channel}`}
              label={TEXT.channels[channel]}
              checked={values[channel]}
              onChange={(event) => set(channel, event.target.checked)}
            />
          ))}
        </div>
      </fieldset>
      <Checkbox
        id={`${id}-analyse`}
        label={TEXT.analyse}
        checked={values.analyse_transactions}
        onChange={(event) => set('analyse_transactions', event.target.checked)}
      />
      <div className="account-marketing__actions">
        <Button type="submit" variant="secondary" disabled={save.isPending}>
          {TEXT.save(label)}
        </Button>
        <div role="status" className="account-marketing__outcome">
          {save.isSuccess && <Notice tone="success">{TEXT.saved}</Notice>}
        </div>
        <div role="alert">{save.isError && <Notice tone="warning">{TEXT.notSaved}</Notice>}</div>
      </div>
    </form>
  );
}
