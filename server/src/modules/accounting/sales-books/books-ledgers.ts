/**
 * The ledgers a sales event posts to: the company's defaults by accounting setting key, and the
 * party's own ledger. A key that names no ledger refuses the event (409 naming the key): posting to
 * a guessed ledger would put the books wrong where nobody looks.
 */

import type { DefaultLedgers } from '@backoffice/shared/accounting/sales-postings';
import type { AccountingLedgerKey } from '@backoffice/shared/entities/accounting/accounting-setting.entity';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { accountingSettingsTable, bankAccountsTable, ledgersTable } from '../../../db/schema/index.js';
import { conflict } from '../../../http/api-error.js';

/**
 * The setting key naming the bank money lands in when a payment or deposit names none. Not one of
 * the keys a company starts with: without it, the company's first bank account's ledger is used.
 */
export const BANK_LEDGER_KEY = 'BANK_LEDGER';

/** The builders' ledgers, each with the key that names it. */
const KEY_OF: Readonly<Record<Exclude<keyof DefaultLedgers, 'bank'>, AccountingLedgerKey>> = {
  cash: 'CASH_LEDGER',
  sales: 'SALES_LEDGER',
  vatOutput: 'VAT_OUTPUT_LEDGER',
  discountAllowed: 'DISCOUNT_ALLOWED_LEDGER',
  roundingOff: 'ROUNDING_OFF_LEDGER',
  chequesInHand: 'CHEQUES_IN_HAND_LEDGER',
  bounceCharges: 'CHEQUE_BOUNCE_CHARGES_LEDGER',
};

export type LedgerRole = keyof DefaultLedgers;

const missingKey = (key: string): never => {
  throw conflict(
    `The accounting setting ${key} names no ledger, so this cannot be posted to the books; set ${key} under Accounting Settings.`,
  );
};

const missingBank = (): never => {
  throw conflict(
    `No bank ledger to post to: add a bank account, or set the accounting setting ${BANK_LEDGER_KEY} to the bank's ledger.`,
  );
};

/** The default bank: the BANK_LEDGER setting, else the first bank account's ledger; null for none. */
const readBankLedger = async (
  tx: Database,
  companyId: number,
  byKey: ReadonlyMap<string, number>,
): Promise<number | null> => {
  const set = byKey.get(BANK_LEDGER_KEY);
  if (set !== undefined) return set;
  const [account] = await tx
    .select({ ledgerId: bankAccountsTable.LedgerId })
    .from(bankAccountsTable)
    .where(and(eq(bankAccountsTable.companyId, companyId), isNotNull(bankAccountsTable.LedgerId)))
    .orderBy(asc(bankAccountsTable.id))
    .limit(1);
  return account?.ledgerId ?? null;
};

/** The ledgers the company's keys name: read once per event, or once per backlog run. */
export interface CompanyLedgerKeys {
  byKey: ReadonlyMap<string, number>;
  /** The default bank (BANK_LEDGER, else the first bank account's ledger), null for none. */
  bank: number | null;
}

export const readCompanyLedgerKeys = async (tx: Database, companyId: number): Promise<CompanyLedgerKeys> => {
  const rows = await tx
    .select({ key: accountingSettingsTable.Key, ledgerId: accountingSettingsTable.LedgerId })
    .from(accountingSettingsTable)
    .where(
      and(
        eq(accountingSettingsTable.companyId, companyId),
        inArray(accountingSettingsTable.Key, [...Object.values(KEY_OF), BANK_LEDGER_KEY]),
      ),
    );
  const byKey = new Map(rows.map((row) => [row.key, row.ledgerId]));
  return { byKey, bank: await readBankLedger(tx, companyId, byKey) };
};

/**
 * The builders' ledgers from the company's keys; a role the event needs whose key names no ledger
 * refuses (409). Roles not needed are left 0 when missing, which no builder line reaches (a
 * builder leaves out lines of zero, and a role is needed when its line is not).
 */
export const defaultLedgersFor = (keys: CompanyLedgerKeys, needed: readonly LedgerRole[]): DefaultLedgers => {
  if (needed.includes('bank') && keys.bank === null) missingBank();
  const ledgerOf = (role: Exclude<LedgerRole, 'bank'>): number => {
    const id = keys.byKey.get(KEY_OF[role]);
    if (id !== undefined) return id;
    return needed.includes(role) ? missingKey(KEY_OF[role]) : 0;
  };
  return {
    cash: ledgerOf('cash'),
    sales: ledgerOf('sales'),
    vatOutput: ledgerOf('vatOutput'),
    discountAllowed: ledgerOf('discountAllowed'),
    roundingOff: ledgerOf('roundingOff'),
    chequesInHand: ledgerOf('chequesInHand'),
    bounceCharges: ledgerOf('bounceCharges'),
    bank: keys.bank ?? 0,
  };
};

/** The party's ledger (every party has one, made with it); 409 when it is gone. */
export const readPartyLedger = async (tx: Database, companyId: number, partyId: number): Promise<number> => {
  const [row] = await tx
    .select({ id: ledgersTable.id })
    .from(ledgersTable)
    .where(and(eq(ledgersTable.companyId, companyId), eq(ledgersTable.PartyId, partyId)));
  if (!row) throw conflict(`Party ${partyId} has no ledger, so this cannot be posted to the books.`);
  return row.id;
};

/**
 * Where an event finds its ledgers. An event reads them afresh; the backlog reads the company's keys
 * once and each party's ledger once for the whole run (nothing changes them meanwhile: it runs in
 * one transaction, or at start before requests).
 */
export interface BooksLookups {
  defaults(tx: Database, companyId: number, needed: readonly LedgerRole[]): Promise<DefaultLedgers>;
  party(tx: Database, companyId: number, partyId: number): Promise<number>;
}

export const freshLookups: BooksLookups = {
  defaults: async (tx, companyId, needed) =>
    defaultLedgersFor(await readCompanyLedgerKeys(tx, companyId), needed),
  party: readPartyLedger,
};

export const memoLookups = (): BooksLookups => {
  let keys: Promise<CompanyLedgerKeys> | undefined;
  const parties = new Map<number, Promise<number>>();
  return {
    defaults: async (tx, companyId, needed) => {
      keys ??= readCompanyLedgerKeys(tx, companyId);
      return defaultLedgersFor(await keys, needed);
    },
    party: (tx, companyId, partyId) => {
      const known = parties.get(partyId);
      if (known) return known;
      const read = readPartyLedger(tx, companyId, partyId);
      parties.set(partyId, read);
      return read;
    },
  };
};
