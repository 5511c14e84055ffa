import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './csv.js';

/** RFC 4180 read back, written apart from csv.ts: records end with CRLF, quoted fields may hold anything. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let i = 0;
  while (i < text.length) {
    if (text[i] === '"') {
      i++;
      while (i < text.length) {
        if (text[i] === '"' && text[i + 1] === '"') {
          field += '"';
          i += 2;
        } else if (text[i] === '"') break;
        else field += text[i++];
      }
      if (text[i] !== '"') throw new Error('unterminated quoted field');
      i++;
    } else if (text[i] === ',') {
      record.push(field);
      field = '';
      i++;
    } else if (text.startsWith('\r\n', i)) {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += 2;
    } else if (text[i] === '"' || text[i] === '\r' || text[i] === '\n') {
      throw new Error(`bare ${JSON.stringify(text[i])} outside quotes at ${i}`);
    } else field += text[i++];
  }
  if (field !== '' || record.length > 0) throw new Error('last record not ended by CRLF');
  return records;
}

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
