import { csvCell, csvText } from '../../../src/shared/csv';

describe('CSV fields of the desk exports', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","click")', `"'=HYPERLINK(""http://evil.example"",""click"")"`],
    ['+cmd|calc', "'+cmd|calc"],
    ['-1+1', "'-1+1"],
    ['@SUM(A1:A9)', "'@SUM(A1:A9)"],
    ['\tleading tab', `"'\tleading tab"`],
  ])('writes %j so that a spreadsheet shows it as text, not a formula', (text, cell) => {
    expect(csvCell(text)).toBe(cell);
  });

  it.each([['-12.50'], ['+3'], ['0.00'], ['ABC1234'], ['Level 2 - row 3']])('leaves %j as it is', (text) => {
    expect(csvCell(text)).toBe(text);
  });

  it('quotes commas, quotes and line ends (RFC 4180)', () => {
    expect(csvText([['a,b', 'say "hi"', 'two\nlines']])).toBe('"a,b","say ""hi""","two\nlines"\r\n');
  });

  it.each([
    ['a;=1+1', '"a;=1+1"'],
    ['x;@SUM(A1:A9);y', '"x;@SUM(A1:A9);y"'],
    ['a\t=1+1', '"a\t=1+1"'],
    ['=1+1;2', `"'=1+1;2"`],
  ])('quotes %j, so a spreadsheet splitting on semicolons or tabs keeps it one cell of text', (text, cell) => {
    expect(csvCell(text)).toBe(cell);
  });

  it('a row stays its cells whether a reader splits on commas or semicolons (quotes honoured)', () => {
    const line = csvText([['Lot;=SUM(1+1)', '12.50']]).trimEnd();
    expect(line).toBe('"Lot;=SUM(1+1)",12.50');
    // Split on semicolons outside quotes, as a semicolon-locale spreadsheet does: no cell starts a formula.
    const cells = line.match(/("([^"]|"")*"|[^;])+/g) ?? [];
    expect(cells).toEqual([line]);
  });
});
