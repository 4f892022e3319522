import { adToBs } from '@backoffice/shared/calendar/bs-calendar';
import { toRupees } from '../../../entities/entity-values.js';

/** A sales invoice or credit note as the IRD is told of it; amounts in paisa, dates AD. */
export interface CbmsDocument {
  kind: 'bill' | 'billreturn';
  sellerPan: string;
  buyerPan: string;
  buyerName: string;
  /** The BS year the fiscal year starts in: 2083 for 2083/84. */
  fiscalYear: number;
  number: string;
  date: string;
  total: number;
  taxable: number;
  vat: number;
  exempt: number;
  isRealtime: boolean;
  /** When the document entered the books, written in the company's time zone. */
  at: Date;
  timeZone: string;
  /** Credit notes only. */
  refInvoiceNumber?: string;
  reason?: string;
}

export type CbmsPayload = Record<string, string | number | boolean>;

/** '2083.084': the IRD writes a fiscal year as its start year and the next year's last three digits. */
export const cbmsFiscalYear = (startBsYear: number): string =>
  `${startBsYear}.${String((startBsYear + 1) % 1000).padStart(3, '0')}`;

/** '2083.08.11': the BS day of an AD day (YYYY-MM-DD). */
export const cbmsBsDate = (day: string): string => {
  const [year, month, date] = day.split('-').map(Number);
  const bs = adToBs({ year: year ?? 0, month: month ?? 0, day: date ?? 0 });
  return `${bs.year}.${String(bs.month).padStart(2, '0')}.${String(bs.day).padStart(2, '0')}`;
};

/** 'YYYY-MM-DD HH:mm:ss' on the company's clock, as public integrations send datetimeClient. */
export const cbmsClientTime = (at: Date, timeZone: string): string => {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`;
};

/**
 * The body without the credentials. Goods taxed otherwise than by VAT (excise, health service
 * tax, the education service fee) and exports are not kept apart in these books, so they go as 0.
 */
export const cbmsPayload = (doc: CbmsDocument): CbmsPayload => {
  const numbered: CbmsPayload =
    doc.kind === 'bill'
      ? { invoice_number: doc.number, invoice_date: cbmsBsDate(doc.date) }
      : {
          ref_invoice_number: doc.refInvoiceNumber ?? '',
          credit_note_number: doc.number,
          credit_note_date: cbmsBsDate(doc.date),
          reason_for_return: doc.reason ?? '',
        };
  return {
    seller_pan: doc.sellerPan,
    buyer_pan: doc.buyerPan,
    buyer_name: doc.buyerName,
    fiscal_year: cbmsFiscalYear(doc.fiscalYear),
    ...numbered,
    total_sales: toRupees(doc.total),
    taxable_sales_vat: toRupees(doc.taxable),
    vat: toRupees(doc.vat),
    excisable_amount: 0,
    excise: 0,
    taxable_sales_hst: 0,
    hst: 0,
    amount_for_esf: 0,
    esf: 0,
    export_sales: 0,
    tax_exempted_sales: toRupees(doc.exempt),
    isrealtime: doc.isRealtime,
    datetimeClient: cbmsClientTime(doc.at, doc.timeZone),
  };
};
