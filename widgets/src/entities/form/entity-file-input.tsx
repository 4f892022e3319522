import type { FileField } from '@backoffice/shared/entities/entity-declaration';
import { toInternalPath } from '@backoffice/shared/internal-path';
import { serverUrl } from '../../core/site-config.ts';
import { fileNameOf } from '../entity-format.ts';
import { acceptAttribute, acceptedTypeNames, byteSize, checkFile } from './entity-form-values.ts';

/** A file field's state in the form: the stored file, a newly chosen one, or "remove the stored one". */
export interface FileChoice {
  stored: string | null;
  file: File | null;
  remove: boolean;
}

interface EntityFileInputProps {
  id: string;
  name: string;
  field: FileField;
  choice: FileChoice;
  /** `problem` is the message for a refused file (null once a good one is chosen). */
  onChoice: (choice: FileChoice, problem: string | null) => void;
  'aria-describedby'?: string | undefined;
  'aria-invalid'?: true | undefined;
}

/**
 * A file input that says which files it takes, refuses others before they are sent (the server
 * checks their bytes again), links the stored file and lets an optional one be removed.
 */
export const EntityFileInput = ({ id, name, field, choice, onChoice, ...aria }: EntityFileInputProps) => {
  const storedPath = toInternalPath(choice.stored);
  const hintId = `${id}-hint`;
  return (
    <div className="bo-file">
      {storedPath && !choice.file && !choice.remove ? (
        <p className="bo-file-current">
          Current file:{' '}
          <a href={serverUrl(storedPath)} target="_blank" rel="noopener noreferrer">
            {fileNameOf(storedPath)}
          </a>
        </p>
      ) : null}
      <input
        id={id}
        name={name}
        type="file"
        className="bo-input bo-file-input"
        accept={acceptAttribute(field)}
        aria-invalid={aria['aria-invalid']}
        aria-describedby={[hintId, aria['aria-describedby']].filter(Boolean).join(' ')}
        onChange={(event) => {
          const input = event.currentTarget;
          const file = input.files?.[0] ?? null;
          const problem = file ? checkFile(field, file) : null;
          // A refused file is not kept: the input empties, so what it shows is what would be sent.
          if (problem) input.value = '';
          onChoice({ ...choice, file: problem ? null : file, remove: false }, problem);
        }}
      />
      <p id={hintId} className="bo-field-help">
        {acceptedTypeNames(field)}, at most {byteSize(field.maxBytes)}.
      </p>
      {storedPath && !field.required && !choice.file ? (
        <label className="bo-check">
          <input
            type="checkbox"
            checked={choice.remove}
            onChange={(event) => onChoice({ ...choice, remove: event.currentTarget.checked }, null)}
          />
          <span>Remove the current file</span>
        </label>
      ) : null}
    </div>
  );
};
