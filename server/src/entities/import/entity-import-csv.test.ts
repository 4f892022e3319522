import { describe, expect, it } from 'vitest';
import { ApiError } from '../../http/api-error.js';
import { csvTextOf, isBlankRecord, parseCsv } from './entity-import-csv.js';

describe('parseCsv', () => {
  it('reads cells between commas, with CRLF, LF or CR line ends and no empty last record', () => {
    expect(parseCsv('a,b\r\nc,d\ne,f\rg,h\r\n')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
      ['e', 'f'],
      ['g', 'h'],
    ]);
    expect(parseCsv('a,,\r\n,b,')).toEqual([
      ['a', '', ''],
      ['', 'b', ''],
    ]);
  });

  it('reads quoted cells with commas, doubled quotes and line breaks, and keeps a stray quote', () => {
    expect(parseCsv('"Shrestha, Ltd","say ""hi""","two\r\nlines",5" pipe\n""')).toEqual([
      ['Shrestha, Ltd', 'say "hi"', 'two\r\nlines', '5" pipe'],
      [''],
    ]);
  });

  it('refuses a quote never closed, naming the data row, and keeps text after a closing quote as written', () => {
    expect(() => parseCsv('Name\r\nok\r\n"open')).toThrow('Row 2 has a quote that is never closed.');
    expect(parseCsv('"Name"x\r\n')).toEqual([['"Name"x']]);
  });

  it('knows a blank record', () => {
    expect(isBlankRecord(['', ' ', ''])).toBe(true);
    expect(isBlankRecord(['', 'x'])).toBe(false);
  });
});

describe('csvTextOf', () => {
  const refusal = (originalName: string, bytes: Buffer) => {
    try {
      csvTextOf({ originalName, buffer: bytes });
    } catch (error) {
      return error instanceof ApiError ? `${error.code} ${error.message}` : 'not an ApiError';
    }
    return 'accepted';
  };

  it('takes UTF-8 text named .csv, without its byte-order mark', () => {
    expect(csvTextOf({ originalName: 'Parties.CSV', buffer: Buffer.from('\uFEFFनाम,x', 'utf8') })).toBe(
      'नाम,x',
    );
  });

  it('refuses another name, a zero byte and bytes that are not UTF-8', () => {
    expect(refusal('parties.xlsx', Buffer.from('a,b'))).toMatch(/^400 The file is not a CSV file/);
    expect(refusal('parties.csv', Buffer.from('PK\u0003\u0004\u0000'))).toMatch(
      /^400 The file is not a CSV file/,
    );
    expect(refusal('parties.csv', Buffer.from([0x61, 0xe9]))).toMatch(/^400 The file is not UTF-8 text/);
  });
});
