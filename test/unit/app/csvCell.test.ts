import { csvCell, csvText } from '../../../src/app/components/downloadText';

describe('CSV fields of the desk exports', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","click")', `"'=HYPERLINK(""http://evil.example"",""click"")"`],
    ['+cmd|calc', "'+cmd|calc"],
    ['-1+1', "'-1+1"],
    ['@SUM(A1:A9)', "'@SUM(A1:A9)"],
    ['\tleading tab', "'\tleading tab"],
  ])('writes %j so that a spreadsheet shows it as text, not a formula', (text, cell) => {
    expect(csvCell(text)).toBe(cell);
  });

  it.each([['-12.50'], ['+3'], ['0.00'], ['ABC1234'], ['Level 2 - row 3']])('leaves %j as it is', (text) => {
    expect(csvCell(text)).toBe(text);
  });

  it('quotes commas, quotes and line ends (RFC 4180)', () => {
    expect(csvText([['a,b', 'say "hi"', 'two\nlines']])).toBe('"a,b","say ""hi""","two\nlines"\r\n');
  });
});
