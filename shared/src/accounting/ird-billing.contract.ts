/**
 * The IRD's Central Billing Monitoring System (CBMS): the company's credentials and how invoices
 * go (at once or in batches), and the outbox of sales invoices and credit notes on their way there.
 * Amounts are rupees with two decimals, dates YYYY-MM-DD (AD), instants ISO 8601.
 */
import { z } from 'zod';
import {
  optionalBoolean,
  optionalDate,
  optionalId,
  optionalOneOf,
  optionalText,
  someOf,
} from '../form-fields.js';
import { bulkAnswerSchema, bulkIdsSchema } from '../http/bulk-action.js';
import { defineContract } from '../http/route-contract.js';
import { PAGE_CODES } from '../page-codes.js';
import { pageSchema, pagingShape } from '../paging.js';
import { DATES_MESSAGE, datesInOrder } from '../sales/common/sales-contract-fields.js';

const tag = 'IrdBilling';

export const IRD_BILLING_MODES = ['realtime', 'batch'] as const;
export type IrdBillingMode = (typeof IRD_BILLING_MODES)[number];
/** bill: a sales invoice (the CBMS's api/bill); billreturn: a credit note (api/billreturn). */
export const IRD_DOCUMENT_KINDS = ['bill', 'billreturn'] as const;
export type IrdDocumentKind = (typeof IRD_DOCUMENT_KINDS)[number];
/** withdrawn: the invoice was cancelled before it was sent, so it never goes. */
export const IRD_OUTBOX_STATES = ['pending', 'synced', 'failed', 'withdrawn'] as const;
export type IrdOutboxState = (typeof IRD_OUTBOX_STATES)[number];

// ---------------------------------------------------------------------------------------------
// Settings

export const irdBillingSettingsSchema = z.object({
  Enabled: z.boolean(),
  Mode: z.enum(IRD_BILLING_MODES),
  Username: z.string(),
  /** Whether a password is kept; the password itself is never answered. */
  PasswordSet: z.boolean(),
  /** False when the server has no CBMS address (CBMS_URL): nothing is sent, whatever the settings. */
  ServiceConfigured: z.boolean(),
  /** Minutes between two batch rounds (the server's CBMS_BATCH_MINUTES). */
  BatchMinutes: z.number(),
  UpdatedAt: z.string().nullable(),
});
export type IrdBillingSettings = z.infer<typeof irdBillingSettingsSchema>;

export const irdBillingSettingsBody = z.object({
  Enabled: optionalBoolean('Enabled must be true or false').transform((value) => value ?? false),
  Mode: optionalOneOf(IRD_BILLING_MODES, 'Mode must be realtime or batch').transform(
    (value) => value ?? 'realtime',
  ),
  Username: optionalText(100).transform((value) => value ?? ''),
  /** Left out or empty: the password kept stays. Never trimmed. */
  Password: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z
      .string({ error: 'Password must be text' })
      .max(200, { error: 'At most 200 characters are allowed' })
      .optional(),
  ),
});

// ---------------------------------------------------------------------------------------------
// Outbox

export const irdOutboxQuery = z
  .object({
    ...pagingShape,
    Status: someOf(IRD_OUTBOX_STATES, `Status must be one or more of: ${IRD_OUTBOX_STATES.join(', ')}`),
    Kind: optionalOneOf(IRD_DOCUMENT_KINDS, 'Kind must be bill or billreturn'),
    /** The outbox row of one voucher (its detail page shows it). */
    VoucherId: optionalId('VoucherId must be the number of a voucher'),
    FromDate: optionalDate('FromDate'),
    ToDate: optionalDate('ToDate'),
    /** Part of the invoice or credit note number (a credit note is found by its invoice's too). */
    query: optionalText(100),
  })
  .refine(datesInOrder, DATES_MESSAGE);

export const irdOutboxRowSchema = z.object({
  Id: z.number().int(),
  VoucherId: z.number().int(),
  Kind: z.enum(IRD_DOCUMENT_KINDS),
  Status: z.enum(IRD_OUTBOX_STATES),
  /** The invoice number, or the credit note's number. */
  DocumentNo: z.string(),
  /** The voucher's date (AD). */
  DocumentDate: z.string(),
  /** A credit note's original invoice. */
  RefInvoiceNo: z.string().nullable(),
  BuyerName: z.string(),
  TotalSales: z.number(),
  IsRealtime: z.boolean(),
  Attempts: z.number().int(),
  /** When the sender tries it next by itself; null when it will not (synced, withdrawn, or held for new credentials or a resend). */
  NextAttemptAt: z.string().nullable(),
  LastAttemptAt: z.string().nullable(),
  /** The CBMS's answer code ('200', '101', '102'…), 'transport' when it could not be reached. */
  LastAnswer: z.string().nullable(),
  /** The last answer in words. */
  LastMessage: z.string().nullable(),
  SyncedAt: z.string().nullable(),
  CreatedAt: z.string(),
});
export type IrdOutboxRow = z.infer<typeof irdOutboxRowSchema>;

export const irdOutboxCountsSchema = z.object({
  pending: z.number().int(),
  synced: z.number().int(),
  failed: z.number().int(),
  withdrawn: z.number().int(),
});

export const irdOutboxPageSchema = pageSchema(irdOutboxRowSchema).extend({
  /** Rows per state over the company's whole outbox (the filters other than Status apply). */
  Counts: irdOutboxCountsSchema,
});

export const irdResendBody = z.object({ Ids: bulkIdsSchema });

const viewPermission = { page: PAGE_CODES.IrdBilling, action: 'view' } as const;
const editPermission = { page: PAGE_CODES.IrdBilling, action: 'edit' } as const;

export const irdBillingContracts = {
  settings: defineContract({
    method: 'get',
    path: '/irdbilling/settings',
    summary:
      'The company’s link to the IRD’s billing system: Enabled, Mode (realtime: each invoice is sent as soon as it is posted; batch: every BatchMinutes), Username, PasswordSet (the password is never answered), ServiceConfigured (false when the server has no CBMS address: nothing is sent). IrdBillingSettings.',
    access: 'user',
    tag,
    permission: viewPermission,
    response: irdBillingSettingsSchema,
  }),
  saveSettings: defineContract({
    method: 'post',
    path: '/irdbilling/settings',
    summary:
      'Saves the settings: JSON {Enabled, Mode (realtime or batch), Username, Password?}. Password left out or empty keeps the one kept; it is stored sealed with the application’s key. Enabling needs a username and a password. New credentials let the invoices the IRD refused for credentials (answer 100) go again. From Enabled on, every sales invoice and credit note posted is queued for the IRD. Answers IrdBillingSettings.',
    access: 'user',
    tag,
    permission: editPermission,
    body: irdBillingSettingsBody,
    bodyKind: 'json',
    response: irdBillingSettingsSchema,
  }),
  outbox: defineContract({
    method: 'get',
    path: '/irdbilling/outbox',
    summary:
      'Sales invoices (bill) and credit notes (billreturn) on their way to the IRD, newest first, one page (pageNo, pageSize). Filters: Status (pending, synced, failed, withdrawn; one or a comma list), Kind, VoucherId, FromDate and ToDate (the document’s date), query (part of the invoice or credit note number; a credit note is found by its invoice’s number too). Each row has its attempts, the last answer and what it means. Counts per state match the other filters. A page of IrdOutboxRow with Counts.',
    access: 'user',
    tag,
    permission: viewPermission,
    query: irdOutboxQuery,
    response: irdOutboxPageSchema,
  }),
  resend: defineContract({
    method: 'post',
    path: '/irdbilling/resend',
    summary:
      'Sends again: JSON {Ids: outbox row ids}. Each failed or pending row becomes due now (its retry wait is dropped) and the sender is woken. A synced or withdrawn row: Done false with 409; another company’s id or an unknown one: Done false with 404. Answers {Results: [{Id, Done, Code?, Message?}]} in the order of Ids.',
    access: 'user',
    tag,
    permission: editPermission,
    body: irdResendBody,
    bodyKind: 'json',
    response: bulkAnswerSchema,
  }),
};
