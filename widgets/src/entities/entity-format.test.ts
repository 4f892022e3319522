import { NOTICE } from '@backoffice/shared/entities/administration/notice.entity';
import { PAGE_NOTIFICATION_SETUP } from '@backoffice/shared/entities/administration/page-notification.entity';
import { PAYMENT_GATEWAY } from '@backoffice/shared/entities/administration/payment-gateway.entity';
import { DAY_LOG } from '@backoffice/shared/entities/workforce/day-log.entity';
import { describe, expect, it } from 'vitest';
import { shownDay } from '../ui/shown-dates.ts';
import { fileNameOf, formatFieldValue, formatRecordField, recordName } from './entity-format.ts';

describe('formatFieldValue', () => {
  it('shows money (rupees on the wire) with Indian grouping and two decimals', () => {
    expect(formatFieldValue(PAYMENT_GATEWAY.fields.Amount, 1234567.5, 'AD')).toBe('12,34,567.50');
    expect(formatFieldValue(PAYMENT_GATEWAY.fields.Amount, 0.05, 'AD')).toBe('0.05');
  });

  it('shows dates in the chosen calendar, booleans as words and enums by their label', () => {
    expect(formatFieldValue(NOTICE.fields.NoticeDate, '2024-01-05', 'AD')).toBe('Jan 5, 2024');
    expect(formatFieldValue(NOTICE.fields.NoticeDate, '2024-01-05', 'BS')).toBe('Poush 20, 2080');
    expect(formatFieldValue(NOTICE.fields.IsActive, true, 'AD')).toBe('Yes');
    expect(formatFieldValue(NOTICE.fields.IsActive, false, 'AD')).toBe('No');
    expect(formatFieldValue(NOTICE.fields.Audience, 'salesPerson', 'AD')).toBe('Sales persons');
  });

  it('groups a stored phone number for reading, and shows one it cannot read as stored', () => {
    expect(formatFieldValue(PAYMENT_GATEWAY.fields.PayerPhone, '+9779812345678', 'AD')).toBe(
      '+977 981-2345678',
    );
    expect(formatFieldValue(PAYMENT_GATEWAY.fields.PayerPhone, '+97714780011', 'AD')).toBe('+977 1-4780011');
    expect(formatFieldValue(PAYMENT_GATEWAY.fields.PayerPhone, 'ask at desk', 'AD')).toBe('ask at desk');
  });

  it('answers empty text for a missing value, so the screen shows its own marker', () => {
    expect(formatFieldValue(NOTICE.fields.ExpiryDate, null, 'AD')).toBe('');
    expect(formatFieldValue(NOTICE.fields.Title, '  ', 'AD')).toBe('');
  });

  it('names a reference by its display text', () => {
    const record = { Id: 1, TemplateId: 3, TemplateIdDisplay: 'Welcome' };
    expect(formatRecordField(PAGE_NOTIFICATION_SETUP, record, 'TemplateId', 'AD')).toBe('Welcome');
    expect(formatRecordField(PAGE_NOTIFICATION_SETUP, { Id: 1, TemplateId: 3 }, 'TemplateId', 'AD')).toBe(
      '#3',
    );
  });
});

describe('names', () => {
  it('takes a file name from its stored path', () => {
    expect(fileNameOf('/uploads/1/3f2a.pdf')).toBe('3f2a.pdf');
  });

  it('names a record by its display field, else by number', () => {
    expect(recordName(NOTICE, { Id: 3, Title: 'Holiday' })).toBe('Holiday');
    expect(recordName(NOTICE, { Id: 3, Title: '' })).toBe('Notice #3');
    // A date names a record as the reader's calendar shows it.
    expect(recordName(DAY_LOG, { Id: 4, LogDate: '2026-11-27' }, 'BS')).toBe(shownDay('2026-11-27', 'BS'));
    expect(recordName(DAY_LOG, { Id: 4, LogDate: '2026-11-27' }, 'AD')).toBe(shownDay('2026-11-27', 'AD'));
  });
});
