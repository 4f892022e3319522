import { describe, expect, it } from 'vitest';
import { formatPhoneNumber, phoneSearchText, readPhoneNumber, toPhoneNumber } from './phone-number.js';

describe('toPhoneNumber', () => {
  it.each([
    ['9812345678', '+9779812345678'],
    ['981 234 5678', '+9779812345678'],
    ['98-1234 5678', '+9779812345678'],
    ['+977 981-2345678', '+9779812345678'],
    ['+977-9812345678', '+9779812345678'],
    ['009779812345678', '+9779812345678'],
    ['9779812345678', '+9779812345678'],
    ['09812345678', '+9779812345678'],
    ['9741234567', '+9779741234567'],
    ['9771234567', '+9779771234567'],
  ])('reads the mobile %s as %s', (typed, stored) => {
    expect(toPhoneNumber(typed)).toBe(stored);
  });

  it.each([
    ['01-4780011', '+97714780011'],
    ['014780011', '+97714780011'],
    ['(01) 478 0011', '+97714780011'],
    ['+977 1 4780011', '+97714780011'],
    ['+977-01-4780011', '+97714780011'],
    ['0097714780011', '+97714780011'],
    ['97714780011', '+97714780011'],
    ['061-540123', '+97761540123'],
  ])('reads the landline %s as %s', (typed, stored) => {
    expect(toPhoneNumber(typed)).toBe(stored);
  });

  it('keeps a number of another country by its + and country code', () => {
    expect(toPhoneNumber('+91 98765 43210')).toBe('+919876543210');
    expect(toPhoneNumber('0044 20 7946 0958')).toBe('+442079460958');
  });

  it.each([
    '',
    '4780011',
    '981234567',
    '98123456789',
    '+977 12345',
    '9812345678 ext 2',
    'phone',
    '+',
    '+0123456789',
  ])('refuses %j', (typed) => {
    expect(toPhoneNumber(typed)).toBeNull();
  });
});

describe('readPhoneNumber', () => {
  it('answers the normal form, or a message naming the field', () => {
    expect(readPhoneNumber(' 9812345678 ', 'Phone')).toEqual({ ok: true, value: '+9779812345678' });
    expect(readPhoneNumber('4780011', 'Mobile number')).toEqual({
      ok: false,
      message:
        'Mobile number must be a phone number: a mobile such as 9812345678 or a landline with its area code such as 01-4780011',
    });
  });
});

describe('formatPhoneNumber', () => {
  it('groups a Nepal mobile and landline for reading', () => {
    expect(formatPhoneNumber('+9779812345678')).toBe('+977 981-2345678');
    expect(formatPhoneNumber('+97714780011')).toBe('+977 1-4780011');
    expect(formatPhoneNumber('+97761540123')).toBe('+977 61-540123');
  });

  it('shows anything else as stored', () => {
    expect(formatPhoneNumber('+919876543210')).toBe('+919876543210');
    expect(formatPhoneNumber('01-4780011 (office)')).toBe('01-4780011 (office)');
    expect(formatPhoneNumber('')).toBe('');
  });
});

describe('phoneSearchText', () => {
  it('looks for the normal form of a whole number typed in any form', () => {
    expect(phoneSearchText('98-1234 5678')).toBe('+9779812345678');
    expect(phoneSearchText('01-4780011')).toBe('+97714780011');
  });

  it('looks for the digits of a part of a number', () => {
    expect(phoneSearchText('981-234')).toBe('981234');
    expect(phoneSearchText('01-478')).toBe('1478');
    expect(phoneSearchText('+977 981')).toBe('981');
  });

  it('is null for text that is no phone number', () => {
    expect(phoneSearchText('Hari')).toBeNull();
    expect(phoneSearchText('98')).toBeNull();
  });
});
