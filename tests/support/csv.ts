// Reading a CSV export back in tests.

/** The CSV's records, each a list of cells (RFC 4180: quoted cells may hold commas, quotes and line breaks). */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
      i++;
    } else cell += char;
  }
  return records;
}
