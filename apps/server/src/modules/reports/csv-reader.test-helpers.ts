// A CSV reader for the tests, written apart from csv.ts so the writer is checked against another reading.

/** RFC 4180 read back, written apart from csv.ts: records end with CRLF, quoted fields may hold anything. */
export function parseCsv(text: string): string[][] {
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
