// Text a spreadsheet would run as a formula (=HYPERLINK(...), +cmd, -1+1, @SUM): owners type notes,
// names and codes that end up in these files. A plain number ("-12.50") is left as it is, so the
// money columns still add up in the spreadsheet.
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

// Quoted: what RFC 4180 needs (quote, comma, line ends), and the separators a spreadsheet may split
// on instead of the comma (a semicolon in many locales, a tab): unquoted, "a;=1+1" would be read as
// the cells "a" and "=1+1", a formula. Inside quotes it stays one cell of text, whichever separator.
const NEEDS_QUOTES = /[",;\t\r\n]/;

/**
 * One CSV field, quoted only when it must be (RFC 4180, and for the other separators spreadsheets
 * use); a field a spreadsheet would read as a formula is written with a leading apostrophe, which
 * shows it as the text it is (OWASP's CSV injection advice).
 */
export const csvCell = (value: string): string => {
  const v = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
};

/** CSV text of a header and rows, CRLF line ends. */
export const csvText = (rows: readonly (readonly string[])[]): string => rows.map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
