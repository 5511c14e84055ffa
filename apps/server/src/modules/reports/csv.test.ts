import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './csv.js';
import { parseCsv } from './csv-reader.test-helpers.js';

describe('csvField (RFC 4180)', () => {
  it('leaves plain text and numbers as they are, and writes null as an empty field', () => {
    expect(csvField('Vietcombank')).toBe('Vietcombank');
    expect(csvField('Ngân hàng Á Châu')).toBe('Ngân hàng Á Châu');
    expect(csvField(-1234)).toBe('-1234');
    expect(csvField(0)).toBe('0');
    expect(csvField(null)).toBe('');
  });

  it('quotes a field with a comma, a quote, a CR or an LF, and doubles its quotes', () => {
    expect(csvField('Bank A, Hanoi')).toBe('"Bank A, Hanoi"');
    expect(csvField('The "best" bank')).toBe('"The ""best"" bank"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rhere')).toBe('"cr\rhere"');
    expect(csvField('"')).toBe('""""');
  });

  it('defuses text a spreadsheet would run as a formula, numbers excepted', () => {
    expect(csvField('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('-1')).toBe("'-1");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\tx')).toBe("'\tx");
    expect(csvField(-1)).toBe('-1');
  });

  it('ends every record with CRLF', () => {
    expect(
      toCsv([
        ['a', 'b'],
        [1, null],
      ]),
    ).toBe('a,b\r\n1,\r\n');
    expect(toCsv([])).toBe('');
  });

  it('reads back as the same fields, whatever the text (formula text with its apostrophe)', () => {
    const cell = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.constantFrom('"', ',', '\r\n', '\n', '""', ' , '),
    );
    fc.assert(
      fc.property(fc.array(fc.array(cell, { minLength: 1, maxLength: 5 }), { maxLength: 5 }), (rows) => {
        const expected = rows.map((row) =>
          row.map((text) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text)),
        );
        expect(parseCsv(toCsv(rows))).toEqual(expected);
      }),
    );
  });
});
