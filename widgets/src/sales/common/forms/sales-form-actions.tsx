import { AppLink } from '../../../core/navigation.tsx';

interface SalesFormActionsProps {
  saving: boolean;
  /** Whether the form edits a stored record ('Save changes') or makes a new one. */
  editing: boolean;
  /** The new record's save button: 'Save order'. */
  createLabel: string;
  /** Where Cancel goes: the record, or where a new one was started from. */
  cancelHref: string;
}

/** A sales form's save and cancel buttons under it. */
export const SalesFormActions = ({ saving, editing, createLabel, cancelHref }: SalesFormActionsProps) => (
  <div className="bo-form-actions">
    <button type="submit" className="bo-btn bo-btn-primary" disabled={saving}>
      {saving ? 'Saving…' : editing ? 'Save changes' : createLabel}
    </button>
    <AppLink href={cancelHref} className="bo-btn">
      Cancel
    </AppLink>
  </div>
);
