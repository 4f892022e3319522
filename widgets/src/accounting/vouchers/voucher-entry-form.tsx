import type { VoucherType } from '@backoffice/shared/accounting/voucher';
import type { VoucherDetail } from '@backoffice/shared/accounting/voucher.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { ApiError, errorMessage } from '../../core/api-client.ts';
import type { FileChoice } from '../../entities/form/entity-file-input.tsx';
import { useUnsavedChanges } from '../../entities/unsaved-changes/use-unsaved-changes.tsx';
import { DocumentFileField, NO_FILE, storedFile } from '../../sales/common/forms/document-file-field.tsx';
import { type FormErrors, withoutErrors } from '../../sales/common/forms/form-field-errors.ts';
import { FormProblems } from '../../sales/common/forms/form-problems.tsx';
import { DateField } from '../../ui/fields/date-field.tsx';
import { FieldFrame, fieldAria } from '../../ui/fields/field-frame.tsx';
import { toast } from '../../ui/toast.store.ts';
import {
  balancingOffer,
  checkVoucherEntry,
  isEmptyLine,
  type LineField,
  lineErrorKey,
  mapVoucherServerErrors,
  newLine,
  type VoucherEntryValues,
  type VoucherLineValues,
} from './voucher-entry-values.ts';
import { takesCheque, voucherTypeLabel } from './voucher-format.ts';
import { VoucherLinesGrid } from './voucher-lines-grid.tsx';
import { refreshVouchers, saveVoucher, voucherDetailKey } from './voucher-queries.ts';

/** The controls Enter walks, in the order they stand. */
const NAV_CONTROLS = '[data-nav] input, [data-nav] select, [data-nav] textarea';

interface VoucherEntryFormProps {
  initial: VoucherEntryValues;
  /** The types the user may create (a draft's own type is always among them). */
  types: readonly VoucherType[];
  /** A draft being edited: its id, the version the screen started from, and its attachment. */
  stored?: Pick<VoucherDetail, 'Id' | 'Version' | 'FileUrl'> | undefined;
  onSaved: (saved: VoucherDetail) => void;
  /** Escape: leave (the page asks first when something is unsaved). */
  onLeave: () => void;
}

/**
 * Voucher entry as a Tally user drives it, from the keyboard alone: Enter moves to the next field;
 * Enter on a line's last field starts a new line, offered the side and amount that balance the
 * lines; Enter on an empty line's ledger ends the lines and moves to the narration. Ctrl+S saves a
 * draft, Ctrl+Enter saves and posts, Alt+Delete removes the line, Escape leaves.
 */
export const VoucherEntryForm = ({ initial, types, stored, onSaved, onLeave }: VoucherEntryFormProps) => {
  const id = useId();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const saveRef = useRef<HTMLButtonElement>(null);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const [problems, setProblems] = useState<string[]>([]);
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const nextKey = useRef(Math.max(0, ...initial.lines.map((line) => line.key)) + 1);
  const sentKeys = useRef<number[]>([]);
  const [attachment, setAttachment] = useState<FileChoice>(() =>
    stored ? storedFile(stored.FileUrl) : NO_FILE,
  );
  const guard = useUnsavedChanges(
    JSON.stringify(values) !== JSON.stringify(initial) || attachment.file !== null,
    'the voucher',
  );
  const field = (key: string) => `${id}-${key}`;

  // In the render that added the control (before the next key arrives): focus it, or the first invalid one.
  useLayoutEffect(() => {
    if (focusTarget === null) return;
    setFocusTarget(null);
    const form = formRef.current;
    const found =
      focusTarget === 'invalid'
        ? form?.querySelector<HTMLElement>('[aria-invalid="true"]')
        : form?.querySelector<HTMLElement>(focusTarget);
    found?.focus();
  }, [focusTarget]);

  const mutation = useMutation({
    mutationFn: saveVoucher,
    onSuccess: async (envelope) => {
      toast.success(envelope.Message);
      guard.release();
      queryClient.setQueryData(voucherDetailKey(envelope.Data.Id), envelope.Data);
      void refreshVouchers(queryClient);
      onSaved(envelope.Data);
    },
    onError: (error) => {
      toast.error(errorMessage(error));
      if (!(error instanceof ApiError)) return;
      if (error.errors.length > 0) {
        const mapped = mapVoucherServerErrors(error.errors, sentKeys.current);
        setErrors(mapped.fields);
        setProblems(mapped.other);
        setFocusTarget('invalid');
      } else if (error.code === 409 || error.code === 400) setProblems([error.message]);
    },
  });

  const change = (next: Partial<VoucherEntryValues>, ...errorKeys: string[]) => {
    setValues((current) => ({ ...current, ...next }));
    if (errorKeys.length > 0) setErrors((current) => withoutErrors(current, ...errorKeys));
  };
  const changeLine = (key: number, next: Partial<VoucherLineValues>, lineField: LineField) => {
    setValues((current) => ({
      ...current,
      lines: current.lines.map((line) => (line.key === key ? { ...line, ...next } : line)),
    }));
    setErrors((current) => withoutErrors(current, lineErrorKey(key, lineField)));
  };
  const cellSelector = (key: number, lineField: LineField) =>
    ['input', 'select'].map((tag) => `[data-line="${key}"] [data-field="${lineField}"] ${tag}`).join(', ');

  /** Enter on a line's last field: the next line, or a new one offered the balancing side and amount. */
  const nextLine = (key: number) => {
    const index = values.lines.findIndex((line) => line.key === key);
    const following = values.lines[index + 1];
    if (following) {
      setFocusTarget(cellSelector(following.key, 'Side'));
      return;
    }
    const offer = balancingOffer(values.lines);
    const added = newLine(nextKey.current++, offer?.side ?? 'Dr', offer?.amount ?? '');
    setValues((current) => ({ ...current, lines: [...current.lines, added] }));
    setFocusTarget(cellSelector(added.key, 'Side'));
  };

  /** Enter on an empty line's ledger: the lines are done; the empty line goes, the narration is next. */
  const endLines = (key: number) => {
    setValues((current) => {
      const line = current.lines.find((each) => each.key === key);
      const drop = line && isEmptyLine(line) && current.lines.length > 1;
      return drop ? { ...current, lines: current.lines.filter((each) => each.key !== key) } : current;
    });
    setFocusTarget(`[id="${field('narration')}"]`);
  };

  const removeLine = (key: number) => {
    setValues((current) => {
      const left = current.lines.filter((line) => line.key !== key);
      return { ...current, lines: left.length > 0 ? left : [newLine(nextKey.current++)] };
    });
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([name]) => !name.startsWith(`Line:${key}:`))),
    );
  };

  const focusNext = (from: Element) => {
    const controls = [...(formRef.current?.querySelectorAll<HTMLElement>(NAV_CONTROLS) ?? [])].filter(
      (control) => !(control as HTMLInputElement).disabled,
    );
    controls[controls.indexOf(from as HTMLElement) + 1]?.focus();
  };

  const save = (post: boolean) => {
    if (mutation.isPending) return;
    const checked = checkVoucherEntry(values, post);
    // A refused file stays refused until another is chosen.
    if (!checked.ok || errors.File) {
      const fileError: FormErrors = errors.File ? { File: errors.File } : {};
      setErrors({ ...(checked.ok ? {} : checked.errors), ...fileError });
      setProblems(checked.ok ? [] : checked.problems);
      setFocusTarget('invalid');
      return;
    }
    setErrors({});
    setProblems([]);
    sentKeys.current = checked.lineKeys;
    const body = stored ? { ...checked.body, Id: stored.Id, Version: stored.Version } : checked.body;
    mutation.mutate({ body, file: attachment.file });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    const target = event.target as HTMLElement;
    const command = event.ctrlKey || event.metaKey;
    const lineKey = Number(target.closest<HTMLElement>('[data-line]')?.dataset.line ?? Number.NaN);
    if (command && event.key.toLowerCase() === 's') {
      event.preventDefault();
      save(false);
    } else if (command && event.key === 'Enter') {
      event.preventDefault();
      save(true);
    } else if (event.altKey && event.key === 'Delete') {
      if (Number.isNaN(lineKey)) return;
      event.preventDefault();
      removeLine(lineKey);
    } else if (event.key === 'Escape') {
      if (event.defaultPrevented) return;
      event.preventDefault();
      onLeave();
    } else if (event.key === 'Enter' && !event.shiftKey && !event.defaultPrevented) {
      if (target instanceof HTMLButtonElement || target instanceof HTMLAnchorElement) return;
      event.preventDefault();
      const lineField = target.closest<HTMLElement>('[data-field]')?.dataset.field;
      const line = values.lines.find((each) => each.key === lineKey);
      if (
        line &&
        lineField === 'LedgerId' &&
        !line.ledger &&
        (target as HTMLInputElement).value.trim() === ''
      )
        endLines(line.key);
      else if (line && lineField === 'Narration') nextLine(line.key);
      else if (target.id === field('narration')) saveRef.current?.focus();
      else focusNext(target);
    }
  };

  /** A header's text box, walked by Enter like the rest. */
  const textField = (key: 'reference' | 'chequeNo', wire: string, label: string, max: number) => (
    <div data-nav>
      <FieldFrame id={field(key)} label={label} error={errors[wire]}>
        <input
          id={field(key)}
          className="bo-input"
          autoComplete="off"
          maxLength={max}
          value={values[key]}
          {...fieldAria(field(key), errors[wire])}
          onChange={(event) => change({ [key]: event.currentTarget.value }, wire)}
        />
      </FieldFrame>
    </div>
  );

  const cheque = takesCheque(values.type);
  const saving = mutation.isPending;

  return (
    <form
      ref={formRef}
      className="bo-order-form bo-voucher-form"
      noValidate
      aria-keyshortcuts="Control+S Control+Enter Alt+Delete Escape"
      onSubmit={(event) => {
        event.preventDefault();
        save(false);
      }}
      onKeyDown={onKeyDown}
    >
      <FormProblems messages={problems} />
      <section className="bo-card" aria-labelledby={field('head')}>
        <h2 id={field('head')} className="bo-card-title">
          Voucher
        </h2>
        <div className="bo-form-grid">
          <div data-nav>
            <FieldFrame id={field('type')} label="Type" required error={errors.VoucherType}>
              <select
                id={field('type')}
                className="bo-input"
                value={values.type}
                disabled={stored !== undefined}
                {...fieldAria(field('type'), errors.VoucherType)}
                onChange={(event) =>
                  change({ type: event.currentTarget.value as VoucherType }, 'VoucherType')
                }
              >
                {types.map((type) => (
                  <option key={type} value={type}>
                    {voucherTypeLabel(type)}
                  </option>
                ))}
              </select>
            </FieldFrame>
          </div>
          <div data-nav>
            <DateField
              id={field('date')}
              label="Date"
              value={values.date}
              onChange={(date) => change({ date }, 'VoucherDate')}
              error={errors.VoucherDate}
              required
            />
          </div>
          {textField('reference', 'Reference', 'Reference', 100)}
          {cheque ? (
            <>
              {textField('chequeNo', 'ChequeNo', 'Cheque no', 30)}
              <div data-nav>
                <DateField
                  id={field('chequeDate')}
                  label="Cheque date"
                  value={values.chequeDate}
                  onChange={(chequeDate) => change({ chequeDate }, 'ChequeDate')}
                  error={errors.ChequeDate}
                />
              </div>
            </>
          ) : null}
        </div>
      </section>

      <section className="bo-card" aria-labelledby={field('lines')}>
        <h2 id={field('lines')} className="bo-card-title">
          Particulars
        </h2>
        <p className="bo-field-help bo-lines-help">
          Enter moves on; Enter on a line’s last field starts the next line; Enter on an empty ledger ends the
          lines.
        </p>
        <VoucherLinesGrid
          lines={values.lines}
          errors={errors}
          idPrefix={id}
          onLine={changeLine}
          onRemove={removeLine}
          onPicked={(from) => {
            const control = formRef.current?.querySelector(`[id="${from}"]`);
            if (control) focusNext(control);
          }}
        />
        {errors.Lines ? (
          <p className="bo-field-error" role="alert">
            {errors.Lines}
          </p>
        ) : null}
      </section>

      <div className="bo-card">
        <div data-nav>
          <FieldFrame
            id={field('narration')}
            label="Narration"
            error={errors.Narration}
            help="Shift+Enter for a new line; Enter moves to Save."
          >
            <textarea
              id={field('narration')}
              className="bo-input bo-textarea"
              maxLength={1000}
              value={values.narration}
              {...fieldAria(field('narration'), errors.Narration, 'help')}
              onChange={(event) => change({ narration: event.currentTarget.value }, 'Narration')}
            />
          </FieldFrame>
        </div>
        <DocumentFileField
          id={field('file')}
          label="Attachment (optional)"
          noun="Attachment"
          choice={attachment}
          error={errors.File}
          onChoice={(choice, problem) => {
            setAttachment(choice);
            setErrors((current) =>
              problem ? { ...current, File: problem } : withoutErrors(current, 'File'),
            );
          }}
        />
      </div>

      <div className="bo-form-actions">
        <button
          ref={saveRef}
          type="submit"
          className="bo-btn"
          disabled={saving}
          aria-keyshortcuts="Control+S"
        >
          {saving ? 'Saving…' : 'Save draft'}
        </button>
        <button
          type="button"
          className="bo-btn bo-btn-primary"
          disabled={saving}
          aria-keyshortcuts="Control+Enter"
          onClick={() => save(true)}
        >
          Save and post
        </button>
        <button type="button" className="bo-btn" onClick={onLeave} aria-keyshortcuts="Escape">
          Cancel
        </button>
      </div>
    </form>
  );
};
