import type { FileField } from '@backoffice/shared/entities/entity-declaration';
import type { FieldError } from '@backoffice/shared/envelope';
import { toScaledInteger } from '@backoffice/shared/sales/common/paisa-math';
import { DOCUMENT_FILE_PART } from '@backoffice/shared/sales/common/sales-contract-fields';
import type { z } from 'zod';
import { storeUpload } from '../../entities/files/entity-files.js';
import { badRequest } from '../../http/api-error.js';
import type { UploadedFiles } from '../../http/define-route.js';
import { normaliseKeys } from '../../http/parse-input.js';
import type { UserContext } from '../../http/request-context.js';

/** Rupees with at most two decimals as exact paisa (0 or more), or null. */
export const paisaOf = (rupees: number): number | null => {
  const paisa = toScaledInteger(rupees, 2);
  return paisa === null || paisa < 0n || paisa > BigInt(Number.MAX_SAFE_INTEGER) ? null : Number(paisa);
};

export const refuse = (errors: FieldError[]): never => {
  throw badRequest(errors[0]?.Message ?? 'The request is not valid.', errors);
};

const asList = (raw: unknown): unknown => {
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
};

export interface ListFieldRules {
  /** The body field: Lines, Orders. */
  field: string;
  /** How a problem names an item: "Line 2: …". */
  noun: string;
  required: boolean;
  emptyMessage: string;
  /** What a value that is no list is told; by default "Lines must be a list (…)". */
  notListMessage?: string;
  max: number;
  /** What a list longer than `max` is told; by default "At most 50 items are allowed in Lines." */
  tooManyMessage?: string;
}

/**
 * A list in a body: an array (JSON) or a JSON string of one (a form or multipart). Item field names
 * match without regard to case, and every problem names its item as ASP.NET did: Lines[0].Quantity.
 */
export const parseListField = <S extends z.ZodType>(
  raw: unknown,
  schema: S,
  rules: ListFieldRules,
): { ok: true; items: z.output<S>[] } | { ok: false; errors: FieldError[] } => {
  const failed = (Message: string) => ({ ok: false as const, errors: [{ Field: rules.field, Message }] });
  const list = asList(raw);
  if (list === undefined || list === null || list === '') {
    return rules.required ? failed(rules.emptyMessage) : { ok: true, items: [] };
  }
  if (!Array.isArray(list))
    return failed(rules.notListMessage ?? `${rules.field} must be a list (a JSON array in a form).`);
  if (list.length === 0 && rules.required) return failed(rules.emptyMessage);
  if (list.length > rules.max)
    return failed(rules.tooManyMessage ?? `At most ${rules.max} items are allowed in ${rules.field}.`);
  const errors: FieldError[] = [];
  const items: z.output<S>[] = [];
  list.forEach((item: unknown, index) => {
    const at = `${rules.field}[${index}]`;
    const label = `${rules.noun} ${index + 1}`;
    if (item === null || typeof item !== 'object' || Array.isArray(item)) {
      errors.push({ Field: at, Message: `${label}: must be an object.` });
      return;
    }
    const parsed = schema.safeParse(normaliseKeys(item, schema));
    if (parsed.success) {
      items.push(parsed.data);
      return;
    }
    for (const issue of parsed.error.issues) {
      const name = typeof issue.path[0] === 'string' ? `.${issue.path[0]}` : '';
      errors.push({ Field: `${at}${name}`, Message: `${label}: ${issue.message}.` });
    }
  });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, items };
};

/** The optional document sent with a return or a payment: a photo or scan, checked by its bytes. */
const DOCUMENT_FILE: FileField = {
  kind: 'file',
  label: 'File',
  required: false,
  accept: ['png', 'gif', 'jpeg', 'pdf'],
  maxBytes: DOCUMENT_FILE_PART.maxBytes,
};

/** Stores the File part if one came, answering its public path. */
export const storeDocumentFile = async (ctx: UserContext, files: UploadedFiles): Promise<string | null> => {
  const file = files.File;
  if (!file) return null;
  return storeUpload(ctx.deps.env.DATA_DIR, ctx.companyId, 'File', DOCUMENT_FILE, file);
};
