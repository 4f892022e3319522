import { SITE_LOGO_FIELD } from '@backoffice/shared/administration/site-logo.field';
import { useEffect, useId, useState } from 'react';
import {
  acceptAttribute,
  acceptedTypeNames,
  byteSize,
  checkFile,
} from '../entities/form/entity-form-values.ts';

interface SiteLogoPickerProps {
  file: File | null;
  /** A good file, or null with the reason it was refused (null reason: nothing chosen). */
  onChoose: (file: File | null, problem: string | null) => void;
  problem: string | null;
  disabled: boolean;
  /** Bumped after a save, so the input forgets the file it held. */
  resetKey: number;
}

/** A preview of the chosen file before it replaces the stored logo: a blob URL, freed when it goes. */
const usePreview = (file: File | null): string | null => {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url;
};

export const SiteLogoPicker = ({ file, onChoose, problem, disabled, resetKey }: SiteLogoPickerProps) => {
  const id = useId();
  const preview = usePreview(file);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="bo-field bo-logo-picker">
      <label htmlFor={id}>New logo</label>
      <input
        key={resetKey}
        id={id}
        type="file"
        className="bo-input bo-file-input"
        accept={acceptAttribute(SITE_LOGO_FIELD)}
        disabled={disabled}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${hintId} ${errorId}` : hintId}
        onChange={(event) => {
          const input = event.currentTarget;
          const chosen = input.files?.[0] ?? null;
          const refused = chosen ? checkFile(SITE_LOGO_FIELD, chosen) : null;
          // A refused file is not kept: the input empties, so what it shows is what would be sent.
          if (refused) input.value = '';
          onChoose(refused ? null : chosen, refused);
        }}
      />
      <p id={hintId} className="bo-field-help">
        {acceptedTypeNames(SITE_LOGO_FIELD)}, at most {byteSize(SITE_LOGO_FIELD.maxBytes)}. Drawn for a light
        background, about 48 pixels high.
      </p>
      {problem ? (
        <p id={errorId} className="bo-field-error">
          {problem}
        </p>
      ) : null}
      {preview && file ? (
        <figure className="bo-logo-frame bo-logo-frame-new">
          <img src={preview} alt="The chosen logo" />
          <figcaption className="bo-muted">
            {file.name} · {byteSize(file.size)} · not saved yet
          </figcaption>
        </figure>
      ) : null}
    </div>
  );
};
