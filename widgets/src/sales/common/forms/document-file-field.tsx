import type { FileField } from '@backoffice/shared/entities/entity-declaration';
import { EntityFileInput, type FileChoice } from '../../../entities/form/entity-file-input.tsx';
import { FieldFrame } from '../../../ui/fields/field-frame.tsx';

/** The server's rule for a return's or a collection's document (sales-input.ts): an image or a PDF, 5 MB. */
const DOCUMENT_FILE_RULE: Omit<FileField, 'label'> = {
  kind: 'file',
  accept: ['jpeg', 'png', 'gif', 'pdf'],
  maxBytes: 5 * 1024 * 1024,
};

export const NO_FILE: FileChoice = { stored: null, file: null, remove: false };

/** A record's stored file as the form starts with it (kept unless another is chosen). */
export const storedFile = (fileUrl: string | null): FileChoice => ({ ...NO_FILE, stored: fileUrl });

interface DocumentFileFieldProps {
  id: string;
  label: string;
  /** What the messages call the file: 'Photo must be a JPEG, PNG, GIF or PDF file'. */
  noun: string;
  choice: FileChoice;
  error?: string | undefined;
  /** `problem` is the message for a refused file (wrong type, too big), null for a good one. */
  onChoice: (choice: FileChoice, problem: string | null) => void;
}

/**
 * The optional document of a return (a photo of the goods) or a payment (the cheque's image): the
 * file is checked by type and size before anything is sent, and the message shows under it.
 */
export const DocumentFileField = ({ id, label, noun, choice, error, onChoice }: DocumentFileFieldProps) => (
  <FieldFrame id={id} label={label} error={error}>
    <EntityFileInput
      id={id}
      name="File"
      field={{ ...DOCUMENT_FILE_RULE, label: noun }}
      choice={choice}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      onChoice={onChoice}
    />
  </FieldFrame>
);
