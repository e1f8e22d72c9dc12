/**
 * The layout of an exported PDF table, as a pure function of its text: the orientation, the font
 * size, each column's width (sized to its content) and each cell's text broken into lines. Lines
 * break only at spaces (and, in a link, after '/', '?', '&' or '='), never inside a word: every
 * column is at least as wide as its widest word, and the cells are wrapped here, so the table
 * writer (jspdf-autotable) has nothing left to break.
 */

/** The width of `text` at `fontSize` in the page's unit (mm); `bold` for the header row. */
export type MeasureText = (text: string, fontSize: number, bold: boolean) => number;

export type Orientation = 'portrait' | 'landscape';

/** A4 in mm. */
export const PAGE_WIDTH_MM: Record<Orientation, number> = { portrait: 210, landscape: 297 };
/** More columns than this turn the page. */
export const PORTRAIT_MAX_COLUMNS = 6;
export const PAGE_MARGIN_MM = 10;
export const CELL_PADDING_MM = 1.5;
/** Tried largest first until every column's widest word fits. */
export const FONT_SIZES = [8, 7, 6, 5] as const;
/** Headroom per column for rounding between these measurements and the writer's. */
const SLACK_MM = 0.6;

export interface PdfTableLayout {
  orientation: Orientation;
  fontSize: number;
  /** Each column's width in mm, padding included; together at most the page's width inside its margins. */
  widths: number[];
  /** The header and body cells with their line breaks ('\n'). */
  head: string[];
  body: string[][];
  /** False only when even the smallest font cannot fit every column's widest word (then a word may break). */
  fits: boolean;
}

export const orientationFor = (columns: number): Orientation => (columns > PORTRAIT_MAX_COLUMNS ? 'landscape' : 'portrait');

const LINK = /^https?:\/\//i;

/**
 * The unbreakable pieces of one word and what joins them on a line: a word is one piece; a link
 * breaks after its separators.
 */
function piecesOfWord(word: string): string[] {
  if (!LINK.test(word)) return [word];
  return word.match(/[^/?&=]*[/?&=]*/g)!.filter(Boolean);
}

/** The words of a line of text (split at whitespace). */
const wordsOf = (line: string) => line.split(/\s+/).filter(Boolean);

/** The widest piece a text holds: the narrowest its column can be without breaking a word. */
function widestPiece(text: string, measure: (text: string) => number): number {
  let widest = 0;
  for (const word of wordsOf(text)) for (const piece of piecesOfWord(word)) widest = Math.max(widest, measure(piece));
  return widest;
}

/** The widest of the text's own lines: the width that shows it unbroken. */
const widestLine = (text: string, measure: (text: string) => number) =>
  Math.max(0, ...text.split('\n').map((line) => measure(wordsOf(line).join(' '))));

/**
 * Breaks `text` into lines no wider than `width` (greedy), at spaces and a link's separators only.
 * A piece wider than `width` gets a line of its own (the layout avoids that).
 */
export function wrapText(text: string, width: number, measure: (text: string) => number): string[] {
  const lines: string[] = [];
  for (const given of text.split('\n')) {
    let line = '';
    const add = (piece: string, joiner: string) => {
      const candidate = line ? line + joiner + piece : piece;
      if (!line || measure(candidate) <= width) line = candidate;
      else {
        lines.push(line);
        line = piece;
      }
    };
    for (const word of wordsOf(given)) piecesOfWord(word).forEach((piece, index) => add(piece, index === 0 ? ' ' : ''));
    lines.push(line);
  }
  return lines;
}

/** Shares `room` among columns in proportion to `weights` (evenly when they are all 0). */
function share(room: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return weights.map((weight) => (total > 0 ? (room * weight) / total : room / weights.length));
}

interface ColumnNeeds {
  /** Narrowest without breaking a word. */
  least: number[];
  /** Wide enough for every cell on one line. */
  whole: number[];
}

function columnNeeds(head: readonly string[], body: readonly (readonly string[])[], fontSize: number, measure: MeasureText): ColumnNeeds {
  const plain = (text: string) => measure(text, fontSize, false);
  const bold = (text: string) => measure(text, fontSize, true);
  const extra = 2 * CELL_PADDING_MM + SLACK_MM;
  return {
    least: head.map(
      (header, column) => extra + Math.max(widestPiece(header, bold), ...body.map((row) => widestPiece(row[column] ?? '', plain))),
    ),
    whole: head.map(
      (header, column) => extra + Math.max(widestLine(header, bold), ...body.map((row) => widestLine(row[column] ?? '', plain))),
    ),
  };
}

/**
 * Column widths for the page's `room`: every cell on one line when they all fit (the rest of the
 * width shared in proportion); otherwise each column's widest word plus a share of what is left in
 * proportion to how much more it would need to show its cells unbroken.
 */
function widthsFor({ least, whole }: ColumnNeeds, room: number): number[] {
  const wholeSum = whole.reduce((sum, width) => sum + width, 0);
  if (wholeSum <= room) {
    const extra = share(room - wholeSum, whole);
    return whole.map((width, column) => width + extra[column]!);
  }
  const leastSum = least.reduce((sum, width) => sum + width, 0);
  const extra = share(
    room - leastSum,
    whole.map((width, column) => width - least[column]!),
  );
  return least.map((width, column) => width + extra[column]!);
}

/** The layout of a table of `head` and `body` (the cells' plain text) on an A4 page. */
export function pdfTableLayout(head: readonly string[], body: readonly (readonly string[])[], measure: MeasureText): PdfTableLayout {
  const orientation = orientationFor(head.length);
  const room = PAGE_WIDTH_MM[orientation] - 2 * PAGE_MARGIN_MM;
  let fontSize = Math.min(...FONT_SIZES);
  let needs = columnNeeds(head, body, fontSize, measure);
  let fits = false;
  for (const size of FONT_SIZES) {
    const sized = columnNeeds(head, body, size, measure);
    if (sized.least.reduce((sum, width) => sum + width, 0) <= room) {
      [fontSize, needs, fits] = [size, sized, true];
      break;
    }
  }
  const widths = fits ? widthsFor(needs, room) : share(room, needs.least);
  const textWidth = (column: number) => widths[column]! - 2 * CELL_PADDING_MM - SLACK_MM / 2;
  const wrap = (text: string, column: number, bold: boolean) =>
    wrapText(text, textWidth(column), (part) => measure(part, fontSize, bold)).join('\n');
  return {
    orientation,
    fontSize,
    widths,
    head: head.map((header, column) => wrap(header, column, true)),
    body: body.map((row) => head.map((_, column) => wrap(row[column] ?? '', column, false))),
    fits,
  };
}
