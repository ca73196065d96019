import { CLAIM_STAGE_LABELS, type ClaimStage } from '@wallet/domain';

/** A claim's stage as a tag: its words carry it, the colour only repeats them. */
export function ClaimStageTag({ stage }: { stage: ClaimStage }) {
  return <span className={`claim-stage claim-stage--${stage}`}>{CLAIM_STAGE_LABELS[stage]}</span>;
}
