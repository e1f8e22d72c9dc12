import { describe, expect, it } from 'vitest';
import { ENDPOINTS, apiPath } from '@careers/domain';
import { CELL_PADDING_MM, PAGE_MARGIN_MM, PAGE_WIDTH_MM, pdfTableLayout, wrapText, type MeasureText } from './pdfLayout';

/** Helvetica-like advance widths (em) per character class; mm at a font size in pt. */
const PT_MM = 25.4 / 72;
function advance(char: string): number {
  if (/[iljtf.,:;'| -]/.test(char)) return 0.28;
  if (/[mwMW@]/.test(char)) return 0.86;
  if (/[A-Z]/.test(char)) return 0.68;
  if (/[0-9]/.test(char)) return 0.56;
  return 0.52;
}
const measure: MeasureText = (text, fontSize, bold) =>
  [...text].reduce((sum, char) => sum + advance(char), 0) * fontSize * PT_MM * (bold ? 1.08 : 1);

/** Every line of every cell fits its column, and the words read back unbroken (joined at spaces). */
function expectNoWordBroken(head: string[], body: string[][]) {
  const layout = pdfTableLayout(head, body, measure);
  const room = PAGE_WIDTH_MM[layout.orientation] - 2 * PAGE_MARGIN_MM;
  expect(layout.fits).toBe(true);
  expect(layout.widths.reduce((sum, width) => sum + width, 0)).toBeLessThanOrEqual(room + 1e-6);
  const check = (given: string, wrapped: string, column: number, bold: boolean) => {
    const lines = wrapped.split('\n');
    for (const line of lines)
      expect(measure(line, layout.fontSize, bold)).toBeLessThanOrEqual(layout.widths[column]! - 2 * CELL_PADDING_MM);
    const words = (text: string) => text.split(/\s+/).filter(Boolean);
    const isLink = /^https?:\/\//.test(given);
    // A link may break after a separator: its lines join back without spaces.
    expect(isLink ? [lines.join('')] : words(lines.join(' '))).toEqual(isLink ? [given] : words(given));
  };
  head.forEach((header, column) => check(header, layout.head[column]!, column, true));
  body.forEach((row, index) => row.forEach((cell, column) => check(cell, layout.body[index]![column]!, column, false)));
  return layout;
}

const collegeHead = [
  'S.No',
  'College Name',
  'Location',
  'UG Strength',
  'PG Strength',
  'College Email',
  'Mobile Number',
  'Placement Season',
  'Upcoming Events',
  'Partnership Interests',
  'Date',
];
const collegeRow = (n: number) => [
  String(n),
  `Government Engineering College of Technology and Applied Sciences ${n}`,
  'Thiruvananthapuram, Kerala',
  '12000',
  '3400',
  `placement.cell.${n}@government-engineering-college.ac.in`,
  '9876543210',
  'January-March',
  'B.Tech, M.Tech, MBA and MCA campus drives with the Training and Placement Cell',
  'Campus Recruitment, Internships, Guest Lectures, Workshops',
  '25-11-2026',
];

describe('pdfTableLayout', () => {
  it('never breaks a long date, a course code or an email inside a word, on a wide college table (landscape)', () => {
    const body = Array.from({ length: 12 }, (_, index) => collegeRow(index + 1));
    const layout = expectNoWordBroken(collegeHead, body);
    expect(layout.orientation).toBe('landscape');
    // The date and course codes stay whole on their lines.
    const dateColumn = collegeHead.indexOf('Date');
    expect(layout.body[0]![dateColumn]).toBe('25-11-2026');
    const events = layout.body[0]![collegeHead.indexOf('Upcoming Events')]!.split('\n');
    expect(events.some((line) => line.includes('B.Tech,'))).toBe(true);
    expect(events.join(' ')).not.toMatch(/B\.Tec\b|\bh,/);
  });

  it('sizes columns to their content: short columns narrow, long text gets the room', () => {
    const layout = expectNoWordBroken(collegeHead, [collegeRow(1)]);
    const width = (header: string) => layout.widths[collegeHead.indexOf(header)]!;
    expect(width('S.No')).toBeLessThan(width('College Name'));
    expect(width('Mobile Number')).toBeLessThan(width('Upcoming Events'));
    expect(width('Date')).toBeGreaterThanOrEqual(measure('25-11-2026', layout.fontSize, false) + 2 * CELL_PADDING_MM);
  });

  it('keeps six columns portrait and turns the page for seven', () => {
    const six = ['S.No', 'Name', 'Email', 'Phone', 'Applied Date', 'Job Title'];
    const row = ['1', 'Asha Rao', 'asha@example.com', '9876543210', '2026-11-25', 'Backend Developer'];
    expect(expectNoWordBroken(six, [row]).orientation).toBe('portrait');
    expect(expectNoWordBroken([...six, 'Job Id'], [[...row, 'JOB1042']]).orientation).toBe('landscape');
  });

  it('puts short cells on one line and spreads the room over the columns', () => {
    const layout = expectNoWordBroken(['S.No', 'Name', 'Date'], [['1', 'Asha Rao', '25-11-2026']]);
    expect(layout.body[0]).toEqual(['1', 'Asha Rao', '25-11-2026']);
    expect(layout.fontSize).toBe(8);
    expect(layout.widths.reduce((sum, width) => sum + width, 0)).toBeCloseTo(PAGE_WIDTH_MM.portrait - 2 * PAGE_MARGIN_MM, 6);
  });

  it('takes a smaller font before breaking words when many columns hold long words', () => {
    const head = Array.from({ length: 16 }, (_, index) => `Course Code ${index + 1}`);
    const row = head.map((_, index) => `CSE-${index} 25-11-2026`);
    const layout = expectNoWordBroken(head, [row, row]);
    expect(layout.fontSize).toBeLessThan(8);
  });

  it('breaks a resume link only after its separators', () => {
    const link = `https://careers.example.com${apiPath(ENDPOINTS.applicationDownload, { id: 'aBcDeFgHiJkLmNoPqRsT0123456789' })}`;
    const head = ['S.No', 'Job Id', 'Job Title', 'Name', 'Email', 'Phone', 'Applied Date', 'Resume'];
    const row = ['1', 'JOB1042', 'Backend Developer', 'Asha Rao', 'asha@example.com', '9876543210', '2026-11-25', link];
    expectNoWordBroken(head, [row]);
  });
});

describe('wrapText', () => {
  it('breaks at spaces only and gives a word wider than the line a line of its own', () => {
    const width = (text: string) => text.length;
    expect(wrapText('B.Tech M.Tech MBA', 13, width)).toEqual(['B.Tech M.Tech', 'MBA']);
    expect(wrapText('25-11-2026 x', 4, width)).toEqual(['25-11-2026', 'x']);
    expect(wrapText('one\ntwo three', 20, width)).toEqual(['one', 'two three']);
  });
});
