import { NOTICE } from '@backoffice/shared/entities/administration/notice.entity';
import { PAYMENT_GATEWAY } from '@backoffice/shared/entities/administration/payment-gateway.entity';
import { USER } from '@backoffice/shared/entities/administration/user.entity';
import { describe, expect, it } from 'vitest';
import {
  acceptAttribute,
  checkFile,
  initialValues,
  presetValues,
  saveBody,
  serverFieldErrors,
  validateValues,
  valuesChanged,
} from './entity-form-values.ts';

const MB = 1024 * 1024;

describe('initialValues', () => {
  it('starts a new record from the declared defaults', () => {
    expect(initialValues(NOTICE)).toEqual({
      Title: '',
      Description: '',
      NoticeDate: '',
      ExpiryDate: '',
      Audience: 'all',
      IsActive: true,
      Attachment: '',
    });
  });

  it('starts an edit from the stored record, never from its read-only fields', () => {
    const values = initialValues(PAYMENT_GATEWAY, {
      Id: 4,
      ReferenceNo: 'ES-1',
      Gateway: 'esewa',
      PayerName: 'Sita',
      PayerPhone: null,
      Amount: 1250.5,
      Purpose: 'Dues',
      PaidOn: '2024-01-05',
      Status: 'pending',
    });
    expect(values).toEqual({
      ReferenceNo: 'ES-1',
      Gateway: 'esewa',
      PayerName: 'Sita',
      PayerPhone: '',
      Amount: '1250.5',
      Purpose: 'Dues',
      PaidOn: '2024-01-05',
    });
  });
});

describe('validateValues', () => {
  it("gives each field the declaration's message", () => {
    const { errors, data } = validateValues(NOTICE, 'create', initialValues(NOTICE));
    expect(data).toBeUndefined();
    expect(errors).toEqual({
      Title: 'Title is required',
      Description: 'Description is required',
      NoticeDate: 'Notice date is required',
    });
  });

  it('checks amounts and dates', () => {
    const { errors } = validateValues(PAYMENT_GATEWAY, 'create', {
      ReferenceNo: 'R',
      Gateway: 'esewa',
      PayerName: 'P',
      PayerPhone: '',
      Amount: '12.345',
      Purpose: 'x',
      PaidOn: '2024-02-30',
    });
    expect(errors).toEqual({
      Amount: 'Amount (NPR) must be an amount from 1 to 10000000 with at most two decimals',
      PaidOn: 'Paid on must be a date (YYYY-MM-DD)',
    });
  });

  it('answers typed values that become the save body', () => {
    const values = {
      ...initialValues(NOTICE),
      Title: '  Holiday  ',
      Description: 'Office closed',
      NoticeDate: '2024-03-01',
      IsActive: false,
    };
    const { errors, data } = validateValues(NOTICE, 'create', values);
    expect(errors).toEqual({});
    expect(saveBody(NOTICE, 'create', data ?? {})).toEqual({
      Title: 'Holiday',
      Description: 'Office closed',
      NoticeDate: '2024-03-01',
      ExpiryDate: '',
      Audience: 'all',
      IsActive: 'false',
    });
    expect(saveBody(NOTICE, 'update', data ?? {}, 7)).toMatchObject({ Id: 7, Title: 'Holiday' });
  });
});

describe('serverFieldErrors', () => {
  it('files server errors under the declared field, whatever the case', () => {
    expect(
      serverFieldErrors(NOTICE, [
        { Field: 'title', Message: 'Title is already used' },
        { Field: 'Other', Message: 'x' },
      ]),
    ).toEqual({ Title: 'Title is already used', Other: 'x' });
  });
});

describe('checkFile', () => {
  const attachment = NOTICE.fields.Attachment;

  it('accepts a declared type by extension or MIME type', () => {
    expect(checkFile(attachment, { name: 'circular.PDF', type: '', size: 1000 })).toBeNull();
    expect(checkFile(attachment, { name: 'scan', type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(checkFile(attachment, { name: 'photo.jpg', type: 'image/jpeg', size: 5 * MB })).toBeNull();
  });

  it('refuses other types, empty files and files over the limit with clear messages', () => {
    expect(checkFile(attachment, { name: 'notes.docx', type: 'application/msword', size: 10 })).toBe(
      'Attachment must be a PDF, PNG or JPEG file',
    );
    expect(checkFile(attachment, { name: 'a.gif', type: 'image/gif', size: 10 })).toBe(
      'Attachment must be a PDF, PNG or JPEG file',
    );
    expect(checkFile(attachment, { name: 'a.pdf', type: 'application/pdf', size: 0 })).toBe(
      'Attachment is an empty file',
    );
    expect(checkFile(attachment, { name: 'a.pdf', type: 'application/pdf', size: 7.25 * MB })).toBe(
      'Attachment must be at most 5 MB (this file is 7.3 MB)',
    );
  });

  it('lets the picker filter by extension and type', () => {
    expect(acceptAttribute(attachment)).toBe('.pdf,application/pdf,.png,image/png,.jpg,.jpeg,image/jpeg');
  });
});

describe('valuesChanged', () => {
  it('sees a changed control and nothing else', () => {
    const start = initialValues(NOTICE);
    expect(valuesChanged(start, { ...start })).toBe(false);
    expect(valuesChanged(start, { ...start, IsActive: false })).toBe(true);
  });
});

describe('presetValues', () => {
  it('takes a choice field and one of its options from a new-record link, and nothing else', () => {
    expect(presetValues(USER, '?UserType=dealer&UserName=mallory&Status=disabled')).toEqual({
      UserType: 'dealer',
    });
    expect(presetValues(USER, '?UserType=superAdmin')).toEqual({});
    expect(presetValues(USER, '')).toEqual({});
  });
});
