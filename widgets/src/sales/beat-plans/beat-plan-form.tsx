import { AD_MONTH_NAMES } from '@backoffice/shared/calendar/calendar-entry';
import type {
  BeatPlanDetail,
  BeatPlanSaveInput,
} from '@backoffice/shared/sales/beat-plans/beat-plan.contract';
import { monthLabel } from '@backoffice/shared/sales/beat-plans/beat-plan-lines';
import { type FormEvent, useId, useState } from 'react';
import { ReferenceField } from '../../entities/form/reference-field.tsx';
import { NO_REFERENCE, ReferenceSelect } from '../../entities/form/reference-select.tsx';
import { describedBy, FieldFrame, fieldAria } from '../../ui/fields/field-frame.tsx';
import { FormProblems } from '../common/forms/form-problems.tsx';
import { SalesFormActions } from '../common/forms/sales-form-actions.tsx';
import { useDocumentForm } from '../common/forms/use-document-form.ts';
import {
  addParty,
  type BeatPlanFormValues,
  checkBeatPlanForm,
  mapBeatPlanServerErrors,
  REMARKS_MAX,
  VISITS_KEY,
  visitsInMonth,
} from './beat-plan-form-values.ts';
import { BEAT_PLANS_PATH, beatPlanPath } from './beat-plan-format.ts';
import { BeatPlanGrid } from './beat-plan-grid.tsx';
import { beatPlanDetailKey, saveBeatPlan } from './beat-plan-queries.ts';

interface BeatPlanFormProps {
  initial: BeatPlanFormValues;
  /** The company's today (YYYY-MM-DD): months before its month cannot be planned. */
  today: string;
  /** A pending plan being changed. */
  stored?: BeatPlanDetail | undefined;
  onSaved: (saved: BeatPlanDetail) => void;
}

const yearChoices = (today: string, chosen: string): number[] => {
  const year = Number(today.slice(0, 4));
  return [...new Set([year, year + 1, year + 2, Number(chosen)])].toSorted((a, b) => a - b);
};

/**
 * A beat plan, new or pending: the sales person, the month, and the month's grid of days × parties
 * where each ticked box is a visit. Checked before it is sent; the server's messages come back under
 * the controls they are about, or above the form.
 */
export const BeatPlanForm = ({ initial, today, stored, onSaved }: BeatPlanFormProps) => {
  const id = useId();
  const [values, setValues] = useState<BeatPlanFormValues>(initial);
  const [opened] = useState(() => (stored ? { Id: stored.Id, Version: stored.Version } : undefined));
  const form = useDocumentForm({
    save: saveBeatPlan,
    detailKey: beatPlanDetailKey,
    dirty: JSON.stringify(values) !== JSON.stringify(initial),
    what: 'the beat plan',
    mapErrors: mapBeatPlanServerErrors,
    onSaved,
  });
  const { errors } = form;
  const field = (key: string) => `${id}-${key}`;
  const dropped = values.visits.length - visitsInMonth(values).length;

  const change = (next: BeatPlanFormValues, ...answered: string[]) => {
    setValues(next);
    if (answered.length > 0) form.clearErrors(...answered);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkBeatPlanForm(values, today);
    if (!checked.ok) {
      form.showErrors(checked.errors, checked.problems);
      return;
    }
    form.showErrors({});
    const input: BeatPlanSaveInput = opened ? { ...checked.input, ...opened } : checked.input;
    form.mutation.mutate(input);
  };

  return (
    <form ref={form.formRef} className="bo-order-form bo-beat-form" noValidate onSubmit={submit}>
      <FormProblems messages={form.otherErrors} />
      <section className="bo-card" aria-labelledby={field('who')}>
        <h2 id={field('who')} className="bo-card-title">
          Who and when
        </h2>
        <div className="bo-form-grid">
          <ReferenceField
            id={field('person')}
            label="Sales person"
            apiPath="salesperson"
            value={values.salesPerson}
            onChange={(salesPerson) => change({ ...values, salesPerson }, 'SalesPersonId')}
            error={errors.SalesPersonId}
            required
          />
          <FieldFrame id={field('month')} label="Month" required error={errors.Month}>
            <select
              id={field('month')}
              className="bo-input"
              value={values.month}
              {...fieldAria(field('month'), errors.Month)}
              onChange={(event) => change({ ...values, month: event.currentTarget.value }, 'Month', 'Year')}
            >
              {AD_MONTH_NAMES.map((name, index) => (
                <option key={name} value={index + 1}>
                  {name}
                </option>
              ))}
            </select>
          </FieldFrame>
          <FieldFrame id={field('year')} label="Year" required error={errors.Year}>
            <select
              id={field('year')}
              className="bo-input"
              value={values.year}
              {...fieldAria(field('year'), errors.Year)}
              onChange={(event) => change({ ...values, year: event.currentTarget.value }, 'Month', 'Year')}
            >
              {yearChoices(today, values.year).map((year) => (
                <option key={year} value={year}>
                  {year}
                </option>
              ))}
            </select>
          </FieldFrame>
          <FieldFrame id={field('remarks')} label="Remarks" error={errors.Remarks} className="bo-field-wide">
            <textarea
              id={field('remarks')}
              className="bo-input bo-textarea"
              maxLength={REMARKS_MAX}
              rows={2}
              value={values.remarks}
              {...fieldAria(field('remarks'), errors.Remarks)}
              onChange={(event) => change({ ...values, remarks: event.currentTarget.value }, 'Remarks')}
            />
          </FieldFrame>
        </div>
      </section>

      <section className="bo-card" aria-labelledby={field('visits')}>
        <h2 id={field('visits')} className="bo-card-title">
          Visits in {monthLabel(Number(values.year), Number(values.month))}
        </h2>
        <div className="bo-form-grid">
          <FieldFrame
            id={field('party')}
            label="Add a party to the beat"
            help="Parties are visited in the order of their columns; move a column to change it."
          >
            <ReferenceSelect
              id={field('party')}
              label="Add a party to the beat"
              apiPath="party"
              value={NO_REFERENCE}
              onChange={(party) => change(addParty(values, party), VISITS_KEY)}
              describedBy={describedBy(field('party'), 'help')}
            />
          </FieldFrame>
        </div>
        <p className="bo-field-help" id={field('grid-help')}>
          Tick the days each party is visited. Arrow keys move between the boxes, Space ticks; “Fill…” ticks a
          whole column at once. Saturdays are shaded.
        </p>
        {dropped > 0 ? (
          <p className="bo-beat-note" role="status">
            {dropped} {dropped === 1 ? 'visit falls' : 'visits fall'} after the end of this month and will not
            be saved.
          </p>
        ) : null}
        <BeatPlanGrid
          values={values}
          onChange={(next) => change(next, VISITS_KEY)}
          idPrefix={id}
          describedBy={field('grid-help')}
        />
        {errors[VISITS_KEY] ? (
          <p className="bo-field-error" role="alert">
            {errors[VISITS_KEY]}
          </p>
        ) : null}
      </section>

      <SalesFormActions
        saving={form.mutation.isPending}
        editing={stored !== undefined}
        createLabel="Save beat plan"
        cancelHref={stored ? beatPlanPath(stored.Id) : BEAT_PLANS_PATH}
      />
    </form>
  );
};
