// A column whose width was measured for English words (Column.fits) widens by as much as the page's language writes
// them wider, and the email, phone, owner, address and name columns give up that room in turn (each down to a floor),
// so a 1280 px row still needs no sideways scroll. English (its words are the measured ones) keeps its widths exactly.
import type { IntlShape } from 'react-intl';
import type { Column } from './tableColumn.ts';

/** The columns that give up room to wider actions, in turn, and the narrowest each may become. */
const donors: ReadonlyArray<readonly [key: string, floor: number]> = [
  ['email', 140],
  ['phone', 130],
  ['owner', 72],
  ['address', 64],
  ['fname', 64],
  ['lname', 64],
];

let context: CanvasRenderingContext2D | null | undefined;

function textWidth(text: string, font: string): number {
  context ??= document.createElement('canvas').getContext('2d');
  if (!context) return 0;
  context.font = font;
  return context.measureText(text).width;
}

export function fitColumns(columns: readonly Column[], intl: IntlShape): readonly Column[] {
  const translated = columns.some((column) =>
    column.fits?.some((words) => intl.formatMessage(words) !== words.defaultMessage),
  );
  if (!translated || typeof document === 'undefined') return columns;
  const font = `14px ${getComputedStyle(document.body).fontFamily}`;
  let extra = 0;
  const widened = columns.map((column) => {
    if (!column.fits || column.width === undefined) return column;
    const wider = Math.max(
      0,
      ...column.fits.map(
        (words) => textWidth(intl.formatMessage(words), font) - textWidth(String(words.defaultMessage), font),
      ),
    );
    if (wider < 1) return column;
    extra += Math.ceil(wider);
    return { ...column, width: column.width + Math.ceil(wider) };
  });
  if (!extra) return columns;
  const given = new Map<string, number>();
  for (const [key, floor] of donors) {
    const width = widened.find((column) => column.key === key)?.width;
    if (width === undefined || extra <= 0) continue;
    const give = Math.min(extra, Math.max(0, width - floor));
    given.set(key, width - give);
    extra -= give;
  }
  return widened.map((column) => (given.has(column.key) ? { ...column, width: given.get(column.key) } : column));
}
