import { CLAIM_FILE_TYPES, CLAIM_LIMITS } from '@wallet/domain';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Button } from '../../../../ui/button';
import { LabelledField } from '../../../../ui/labelled-field';
import { CLAIM_TEXTS as TEXT } from '../claim-texts';
import {
  addCheckedFiles,
  checkChosenFiles,
  fileSizeLabel,
  showsAsPicture,
  type PickedFile,
} from './picked-files';
import { useObjectUrl } from './use-object-url';

/** What the chooser offers: the types a claim takes, and .heic, which some browsers do not type. */
const ACCEPT = [...Object.keys(CLAIM_FILE_TYPES), '.heic'].join(',');

/** A chosen photo's preview, drawn from the file on the device; released when it goes. */
function Preview({ picked }: { picked: PickedFile }) {
  const url = useObjectUrl(showsAsPicture(picked.type) ? picked.file : null);
  return url ? (
    <img className="claim-file__thumb" src={url} alt="" width={64} height={64} />
  ) : (
    <span className="claim-file__thumb claim-file__thumb--type" aria-hidden="true">
      {CLAIM_FILE_TYPES[picked.type]}
    </span>
  );
}

/**
 * Photos and documents to send with a claim (issue 44): from the camera or the files, checked by
 * content as the API checks them, each shown with a preview and removable before sending.
 */
export function ClaimFilesField({
  id,
  picked,
  onPickedChange,
  held = 0,
  disabled = false,
  label = TEXT.filesLabel,
}: {
  id: string;
  label?: string;
  picked: readonly PickedFile[];
  onPickedChange: (picked: PickedFile[]) => void;
  /** Files the claim holds already (a claim's page adds to them). */
  held?: number;
  disabled?: boolean;
}) {
  const [problems, setProblems] = useState<string[]>([]);
  const input = useRef<HTMLInputElement>(null);
  // The list as it stands when a choice's files have been read: a removal or another choice
  // made meanwhile is kept, not undone.
  const latest = useRef(picked);
  latest.current = picked;
  // Focus returns to the chooser after a removal, once it is drawn (enabled again at the limit).
  const [removals, setRemovals] = useState(0);
  useEffect(() => {
    if (removals > 0) input.current?.focus();
  }, [removals]);
  const remaining = CLAIM_LIMITS.maxFiles - held - picked.length;

  const onChoose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    // The same file chosen again after removing it is a change too.
    event.target.value = '';
    const checked = await checkChosenFiles(chosen);
    const result = addCheckedFiles(checked, latest.current, held);
    setProblems(result.problems);
    onPickedChange(result.picked);
  };

  const remove = (index: number) => {
    setProblems([]);
    onPickedChange(picked.filter((_, at) => at !== index));
    setRemovals((count) => count + 1);
  };

  return (
    <div className="claim-files">
      <LabelledField
        id={id}
        label={label}
        hint={TEXT.filesHint(Math.max(0, remaining))}
        error={problems.length > 0 ? problems.join(' ') : undefined}
      >
        {(control) => (
          <input
            id={id}
            ref={input}
            type="file"
            multiple
            accept={ACCEPT}
            className="claim-files__input"
            disabled={disabled || remaining <= 0}
            onChange={(event) => void onChoose(event)}
            {...control}
          />
        )}
      </LabelledField>
      {picked.length > 0 && (
        <ul className="claim-files__list" aria-label={TEXT.filesChosen}>
          {picked.map((each, index) => (
            <li key={each.uploadId} className="claim-file">
              <Preview picked={each} />
              <span className="claim-file__name">
                {each.file.name}
                <span className="claim-file__size">{fileSizeLabel(each.file.size)}</span>
              </span>
              <Button variant="secondary" onClick={() => remove(index)} disabled={disabled}>
                {TEXT.removeFile(each.file.name)}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
