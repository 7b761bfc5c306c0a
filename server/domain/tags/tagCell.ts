// A customer's tags in one cell of a file (exports write it, imports read it back): names joined by '; '. A name holding
// ';' or '"', or starting or ending with a space, is written in double quotes with its quotes doubled, as a CSV field
// is; every other name as it is, so most cells read as plain text (docs/product.md#tags-in-files).

/** What the cell puts between two names. */
export const tagCellSeparator = '; ';

const needsQuotes = /[;"]|^\s|\s$/;

/** One cell of these names, in the order given. */
export function tagCellText(names: readonly string[]): string {
  return names
    .map((name) => (needsQuotes.test(name) ? `"${name.replaceAll('"', '""')}"` : name))
    .join(tagCellSeparator);
}

/**
 * The names a cell holds, as tagCellText wrote them; trimmed, empty ones left out. A quote that does not open a name
 * (`5" screen`) is part of it, and a quoted name never closed runs to the cell's end, so no cell is refused.
 */
export function tagCellNames(cell: string): string[] {
  const names: string[] = [];
  let at = 0;
  while (at < cell.length) {
    while (at < cell.length && /\s/.test(cell[at]!)) at++;
    let name = '';
    if (cell[at] === '"') {
      at++;
      // Inside quotes, "" is one quote and a lone one closes the name.
      for (; at < cell.length && !(cell[at] === '"' && cell[at + 1] !== '"'); at++) {
        name += cell[at];
        if (cell[at] === '"') at++;
      }
      at++;
    }
    // Up to the next ';': the name, or what a hand-written cell put after its closing quote.
    const end = cell.indexOf(';', at);
    name += (end === -1 ? cell.slice(at) : cell.slice(at, end)).trimEnd();
    at = end === -1 ? cell.length : end + 1;
    if (name) names.push(name);
  }
  return names;
}
