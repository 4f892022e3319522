import type { EntityDeclaration, FieldDeclaration } from '@backoffice/shared/entities/entity-declaration';
import { editableFields } from '@backoffice/shared/entities/entity-declaration';
import { entityNamed } from '@backoffice/shared/entities/entity-registry';
import { toPhoneNumber } from '@backoffice/shared/text/phone-number';
import { expect } from 'vitest';
import { API } from './sign-in.js';
import type { TestApp } from './test-app.js';

let serial = 0;

/** A valid form value for a field, different on every call (unique fields stay unique). */
export const sampleValue = (field: FieldDeclaration, variant = 0): string => {
  serial += 1;
  const n = serial;
  switch (field.kind) {
    case 'text': {
      if (field.digits) return String(10 ** (field.digits - 1) + n).slice(-field.digits);
      // The number is kept whole however short the field, so unique fields stay unique.
      const suffix = ` ${n}`;
      return `${field.label.slice(0, Math.max(1, field.max - suffix.length))}${suffix}`.trim();
    }
    case 'longText':
      return `${field.label} text ${n}`.slice(0, field.max);
    case 'email':
      return `person${n}@example.com`;
    case 'phone':
      return `+977 98${String(10000000 + n).slice(-8)}`;
    case 'url':
      return `https://example.com/${n}`;
    case 'origin':
      return `https://site-${n}.example.com`;
    case 'path':
      return `/core/notifications?sample=${n}`;
    case 'password':
      return `Sample@${n}pass`;
    case 'integer':
      return String(Math.min(field.max, field.min + variant + 1));
    case 'money':
      return Math.min(field.max, field.min + 1234.5 + variant).toFixed(2);
    case 'decimal':
      return ((field.min + field.max) / 2 + (variant + 1) / 10 ** field.scale).toFixed(field.scale);
    case 'boolean':
      return String(variant % 2 === 0 ? !field.default : field.default);
    case 'date':
      // A unique day (a holiday) takes a day of its own; others share a month.
      if (field.unique) return new Date(Date.UTC(2030, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
      return `2026-11-${String(10 + (n % 18)).padStart(2, '0')}`;
    case 'datetime':
      return `2026-11-20T0${n % 10}:15:00.000Z`;
    case 'enum':
      return (field.options[variant % field.options.length] ?? field.options[0])?.value ?? '';
    case 'reference':
    case 'file':
      return '';
  }
};

/**
 * Sample days wrap within a month, so a record's second date could come before its first; periods
 * (From, Until) must not end before they start, so the record's days are handed out in order.
 */
const orderDates = (entity: EntityDeclaration, form: Record<string, string>): void => {
  const names = editableFields(entity)
    .filter(([name, field]) => field.kind === 'date' && form[name])
    .map(([name]) => name);
  const days = names.map((name) => form[name] ?? '').sort();
  names.forEach((name, index) => {
    form[name] = days[index] ?? '';
  });
};

/**
 * Date fields whose records' periods may not overlap (a company's fiscal years): each sample takes a
 * whole year of its own, far from the years a company starts with.
 */
const OWN_PERIODS: Readonly<Record<string, readonly [string, string]>> = {
  FiscalYear: ['StartDate', 'EndDate'],
};

const ownPeriod = (entity: EntityDeclaration, form: Record<string, string>): void => {
  const period = OWN_PERIODS[entity.name];
  if (!period) return;
  serial += 1;
  const year = 2200 + serial;
  form[period[0]] = `${year}-01-01`;
  form[period[1]] = `${year}-12-31`;
};

/**
 * Dates an entity's hooks keep at most the company's today (a day log tells of a day worked): each
 * sample takes a day of its own before the test clock's today, so one person's logs never collide.
 */
const PAST_DAYS: Readonly<Record<string, string>> = { DayLog: 'LogDate' };

const pastDay = (entity: EntityDeclaration, form: Record<string, string>): void => {
  const name = PAST_DAYS[entity.name];
  if (!name || !form[name]) return;
  serial += 1;
  form[name] = new Date(Date.UTC(2026, 9, 31) - serial * 86_400_000).toISOString().slice(0, 10);
};

interface SampleRule {
  /** Fixed form values; null leaves the field out of the form. */
  values?: Readonly<Record<string, string | null>>;
  /** Values the record a reference field names must have (beside the field's own `where`). */
  references?: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

/**
 * What an entity's own rules (its hooks) ask of a record that its field declarations cannot say:
 * money is paid from a cash or bank ledger (left out: the default one), a claim is dated by today,
 * within its type's limit and of an active type, and a repayment is at most what is outstanding.
 */
const SAMPLE_RULES: Readonly<Record<string, SampleRule>> = {
  AdvanceRequest: { values: { PaidFromLedgerId: null } },
  AdvanceRepayment: { values: { Amount: '100.00' } },
  Expense: {
    values: { PaidFromLedgerId: null, ExpenseDate: '2026-11-01', Amount: '100.00' },
    references: { ExpenseTypeId: { IsActive: 'true' } },
  },
};

/**
 * A `where` on the state field (a repayment's advance must be approved) is reached the way a user
 * reaches it: by the declared action that moves a new record there.
 */
const movePresetState = async (
  app: TestApp,
  token: string,
  entity: EntityDeclaration,
  companyId: number,
  created: Record<string, unknown>,
  preset: Readonly<Record<string, string>>,
): Promise<void> => {
  const state = entity.state;
  const wanted = state ? preset[state.field] : undefined;
  if (!state || wanted === undefined || created[state.field] === wanted) return;
  const action = state.actions.find((rule) => rule.to === wanted && rule.from.includes(state.initial));
  if (!action) throw new Error(`${entity.name} has no action from ${state.initial} to ${wanted}`);
  const moved = await app.post<Record<string, unknown>>(
    `${API}/${entity.apiPath}/${action.action}?id=${String(created.Id)}`,
    { token, companyId, form: action.remarksField ? { [action.remarksField]: 'Sample remarks' } : {} },
  );
  expect(moved.status, `${entity.name} sample ${action.action}: ${moved.body.Message}`).toBe(200);
  Object.assign(created, moved.body.Data);
};

/** Creates a record through the API (and the records it references, first) and returns it. */
export const createSample = async (
  app: TestApp,
  token: string,
  entity: EntityDeclaration,
  companyId = 1,
  variant = 0,
  /** Values the record must have: a referencing field's `where` (a dealer for a dealer mapping). */
  preset: Readonly<Record<string, string>> = {},
): Promise<{
  form: Record<string, string>;
  record: Record<string, unknown>;
  created: Record<string, unknown>;
}> => {
  const form: Record<string, string> = {};
  const rule = SAMPLE_RULES[entity.name] ?? {};
  for (const [name, field] of editableFields(entity)) {
    if (field.kind === 'file' || rule.values?.[name] === null) continue;
    if (field.kind === 'reference') {
      // A record pointing at its own kind (a supervisor) would need one before it, without end.
      if (field.entity === entity.name && !field.required) continue;
      const target = entityNamed(field.entity);
      const wanted = { ...field.where, ...rule.references?.[name] };
      form[name] = String((await createSample(app, token, target, companyId, 0, wanted)).record.Id);
      continue;
    }
    form[name] = preset[name] ?? rule.values?.[name] ?? sampleValue(field, variant);
  }
  orderDates(entity, form);
  ownPeriod(entity, form);
  pastDay(entity, form);
  const result = await app.post<Record<string, unknown>>(`${API}/${entity.apiPath}/save`, {
    token,
    companyId,
    form,
  });
  expect(result.status, `${entity.name} sample: ${result.body.Message}`).toBe(200);
  const created = result.body.Data;
  if (!created) throw new Error(`${entity.name} sample not created`);
  await movePresetState(app, token, entity, companyId, created, preset);
  // The record as the detail shows it; a create's answer may add once-only values (an API key's secret).
  const detail = await app.get<Record<string, unknown>>(
    `${API}/${entity.apiPath}/detail?id=${String(created.Id)}`,
    {
      token,
      companyId,
    },
  );
  const record = detail.body.Data;
  if (!record) throw new Error(`${entity.name} sample has no detail`);
  expect(created).toMatchObject(record);
  return { form, record, created };
};

/** The API value a form value becomes (numbers, booleans), to compare a saved record with its form. */
export const expectedValue = (field: FieldDeclaration, formValue: string): unknown => {
  switch (field.kind) {
    case 'integer':
    case 'money':
    case 'decimal':
    case 'reference':
      return Number(formValue);
    case 'boolean':
      return formValue === 'true';
    case 'datetime':
      return new Date(formValue).toISOString();
    case 'phone':
      // Typed with a space, stored in normal form.
      return toPhoneNumber(formValue);
    default:
      return formValue;
  }
};
