import { NOTE } from '@backoffice/shared/entities/sales/note.entity';
import { formatCount } from '@backoffice/shared/format/money.format';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { errorMessage } from '../../core/api-client.ts';
import { AppLink } from '../../core/navigation.tsx';
import { useOwnProfile } from '../../core/use-own-profile.ts';
import {
  deleteEntityRecord,
  refreshEntity,
  saveEntityRecord,
  useActionPermission,
} from '../../entities/entity-queries.ts';
import type { FormPanelProps } from '../../entities/form/entity-form-extensions.ts';
import { ConfirmModal } from '../../ui/dialogs/confirm-modal.tsx';
import { QueryProblem } from '../../ui/load-problem.tsx';
import { Loader } from '../../ui/loader.tsx';
import { useShownDates } from '../../ui/shown-dates.ts';
import { toast } from '../../ui/toast.store.ts';
import { THREAD_SIZE, useOwnPartyNoteIds, usePartyNotes } from './party-notes-queries.ts';

const MAX_TEXT = NOTE.fields.Text.max;

/** The notes panel, for those who may read a party's notes (a field user's party form has none). */
export const PartyNotesPanel = (props: FormPanelProps) =>
  useActionPermission(NOTE, 'view') ? <PartyNotesThread {...props} /> : null;

/**
 * A party's notes as a dated thread, newest first: who wrote each and when (in the reader's
 * calendar), a box to add one, delete on the reader's own, and the way to the full notes list.
 */
const PartyNotesThread = ({ record }: FormPanelProps) => {
  const id = useId();
  const dates = useShownDates();
  const queryClient = useQueryClient();
  const partyId = record.Id;
  const notes = usePartyNotes(partyId);
  const me = useOwnProfile();
  const own = useOwnPartyNoteIds(partyId, me.data?.UserId);
  const canAdd = useActionPermission(NOTE, 'create');
  const [text, setText] = useState('');
  const [deleting, setDeleting] = useState<number | null>(null);

  const add = useMutation({
    // The text goes as the call's argument: the options a render gave may not be in place yet.
    mutationFn: (note: string) => saveEntityRecord(NOTE, { form: { PartyId: String(partyId), Text: note } }),
    onSuccess: () => {
      setText('');
      toast.success('Note added');
      void refreshEntity(queryClient, NOTE);
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const remove = useMutation({
    mutationFn: (noteId: number) => deleteEntityRecord(NOTE, noteId),
    onSuccess: (envelope) => {
      setDeleting(null);
      toast.success(envelope.Message);
      void refreshEntity(queryClient, NOTE);
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() !== '' && !add.isPending) add.mutate(text.trim());
  };
  const page = notes.data;
  const allNotes = `${NOTE.route}?PartyId=${partyId}`;

  return (
    <section className="bo-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="bo-card-title">
        Notes
      </h2>
      {canAdd ? (
        <form onSubmit={submit} className="bo-form">
          <div className="bo-field">
            <label htmlFor={`${id}-text`}>Add note</label>
            <textarea
              id={`${id}-text`}
              className="bo-input"
              rows={3}
              maxLength={MAX_TEXT}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
            />
          </div>
          <div className="bo-button-row">
            <button
              type="submit"
              className="bo-btn bo-btn-primary"
              disabled={text.trim() === '' || add.isPending}
            >
              {add.isPending ? 'Adding…' : 'Add note'}
            </button>
          </div>
        </form>
      ) : null}
      {notes.isPending ? <Loader label="Loading notes" /> : null}
      {notes.isError ? <QueryProblem query={notes} /> : null}
      {page && page.Items.length === 0 ? <p className="bo-muted">No notes on this party yet.</p> : null}
      {page && page.Items.length > 0 ? (
        <ol className="bo-note-thread" aria-label="Notes, newest first">
          {page.Items.map((note) => (
            <li key={note.Id}>
              <p className="bo-muted">
                {note.CreatedByName ?? 'Someone'}, {dates.moment(note.CreatedAt)}
              </p>
              <p>{String(note.Text ?? '')}</p>
              {own.data?.has(note.Id) ? (
                <button
                  type="button"
                  className="bo-link-btn"
                  aria-label={`Delete your note of ${dates.moment(note.CreatedAt)}`}
                  onClick={() => setDeleting(note.Id)}
                >
                  <Trash2 size={16} aria-hidden="true" /> Delete
                </button>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
      {page ? (
        <p>
          <AppLink href={allNotes}>
            {page.TotalCount > THREAD_SIZE
              ? `All ${formatCount(page.TotalCount)} notes on this party`
              : 'Open in the notes list'}
          </AppLink>
        </p>
      ) : null}
      {deleting !== null ? (
        <ConfirmModal
          title="Delete this note?"
          keepLabel="Keep the note"
          confirmLabel="Delete note"
          busyLabel="Deleting…"
          busy={remove.isPending}
          onConfirm={() => remove.mutate(deleting)}
          onClose={() => setDeleting(null)}
        >
          <p>The note is removed from the party’s thread for everyone.</p>
        </ConfirmModal>
      ) : null}
    </section>
  );
};
