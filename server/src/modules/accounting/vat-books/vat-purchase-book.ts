import type {
  PurchaseBook,
  PurchaseBookRow,
  VatMonth,
} from '@backoffice/shared/accounting/vat-books.contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { accountingSettingsTable } from '../../../db/schema/index.js';
import {
  directionOf,
  mirrored,
  NO_FIGURES,
  partyOf,
  type RowFigures,
  rowBase,
  rowStateOf,
  scaled,
  sumColumns,
} from './vat-book-rows.js';
import { type BookLine, loadBookVouchers } from './vat-book-vouchers.js';

const vatInputLedgerOf = async (db: Database, companyId: number): Promise<number | null> => {
  const [row] = await db
    .select({ ledgerId: accountingSettingsTable.LedgerId })
    .from(accountingSettingsTable)
    .where(
      and(
        eq(accountingSettingsTable.companyId, companyId),
        eq(accountingSettingsTable.Key, 'VAT_INPUT_LEDGER'),
      ),
    );
  return row?.ledgerId ?? null;
};

const sum = (lines: readonly BookLine[]) => lines.reduce((total, line) => total + line.amount, 0);

/**
 * The supplier's credit: a ledger under Sundry Creditors, else a party's ledger, else the largest
 * credit (a purchase paid in cash names no supplier but the cash ledger).
 */
const supplierLineOf = (credits: readonly BookLine[]): BookLine | undefined =>
  credits.find((line) => line.creditor) ??
  credits.find((line) => line.partyId !== null) ??
  [...credits].sort((a, b) => b.amount - a.amount)[0];

/**
 * A purchase read from its lines (a debit note's mirrored first): the total is the supplier's
 * credit, VAT the debits to VAT input, and the other debits are taxable when VAT was taken and
 * exempt when it was not.
 */
const purchaseFigures = (
  lines: readonly BookLine[],
  vatInput: number | null,
): { figures: RowFigures; supplier: BookLine | undefined } => {
  const supplier = supplierLineOf(lines.filter((line) => line.side === 'Cr'));
  const onSupplier = (line: BookLine) => line.ledgerId === supplier?.ledgerId;
  const vatLines = lines.filter((line) => line.ledgerId === vatInput);
  const vat =
    sum(vatLines.filter((line) => line.side === 'Dr')) - sum(vatLines.filter((line) => line.side === 'Cr'));
  const goods = sum(
    lines.filter((line) => line.side === 'Dr' && line.ledgerId !== vatInput && !onSupplier(line)),
  );
  const total = sum(lines.filter((line) => line.side === 'Cr' && onSupplier(line)));
  return {
    figures: { total, vat, taxable: vat !== 0 ? goods : 0, exempt: vat !== 0 ? 0 : goods },
    supplier,
  };
};

/** The purchase book of the month: Purchase vouchers and Debit Notes in the books, with their totals. */
export const loadPurchaseBook = async (
  db: Database,
  companyId: number,
  month: VatMonth,
): Promise<PurchaseBook> => {
  const [book, vatInput] = await Promise.all([
    loadBookVouchers(db, companyId, ['purchase', 'debitNote'], month),
    vatInputLedgerOf(db, companyId),
  ]);
  const Rows: PurchaseBookRow[] = book.vouchers.flatMap((voucher) => {
    const stands = rowStateOf(voucher, month);
    if (!stands) return [];
    const direction = directionOf(voucher, 'debitNote');
    const own = book.lines.get(voucher.id) ?? [];
    const { figures, supplier } = purchaseFigures(direction === 1 ? own : mirrored(own), vatInput);
    const billRef = voucher.type === 'debitNote' ? (supplier?.billRef ?? null) : null;
    return [
      {
        ...rowBase(
          voucher,
          stands.state,
          stands.zero ? NO_FIGURES : scaled(figures, direction),
          partyOf(supplier),
          { no: billRef, id: null },
        ),
        VoucherType: voucher.type === 'debitNote' ? 'debitNote' : 'purchase',
        BillNo: voucher.reference ?? '',
        Import: 0,
      },
    ];
  });
  return {
    ...month,
    Rows,
    Totals: sumColumns(Rows, ['Total', 'Taxable', 'Vat', 'Exempt', 'Import']),
  };
};
