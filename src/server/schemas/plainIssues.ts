import { z } from 'zod';

const KIND: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  date: 'a date',
  bigint: 'a whole number',
};

const FORMAT: Record<string, string> = {
  email: 'must be a valid email address',
  uuid: 'must be a valid id',
  guid: 'must be a valid id',
  datetime: 'must be a date and time (ISO 8601)',
  date: 'must be a day (YYYY-MM-DD)',
  time: 'must be a time (HH:MM)',
  url: 'must be a web address',
};

const count = (n: number | bigint, one: string, many: string) => `${Number(n).toLocaleString('en-US')} ${Number(n) === 1 ? one : many}`;

/**
 * What the API says after a refused field's name ("lotRevenue: must be a number"), for a check that
 * names no message of its own: zod's default ("Invalid input: expected number, received string",
 * "Too big: expected array to have <=10000 items") is a developer's wording, and the client of an
 * API may show it as it comes. Undefined keeps zod's own for anything not listed here.
 */
export function plainIssueMessage(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'required';
      return `must be ${KIND[issue.expected] ?? issue.expected}`;
    case 'too_small': {
      const { minimum, inclusive } = issue;
      if (issue.origin === 'string')
        return Number(minimum) <= 1 ? 'must not be empty' : `must be at least ${count(minimum, 'character', 'characters')}`;
      if (issue.origin === 'array' || issue.origin === 'set') return `must have at least ${count(minimum, 'item', 'items')}`;
      return inclusive === false ? `must be more than ${String(minimum)}` : `must be at least ${String(minimum)}`;
    }
    case 'too_big': {
      const { maximum, inclusive } = issue;
      if (issue.origin === 'string') return `must be at most ${count(maximum, 'character', 'characters')}`;
      if (issue.origin === 'array' || issue.origin === 'set') return `can have at most ${count(maximum, 'item', 'items')}`;
      return inclusive === false ? `must be less than ${String(maximum)}` : `must be at most ${String(maximum)}`;
    }
    case 'invalid_format':
      return FORMAT[issue.format] ?? 'is not in the expected form';
    case 'invalid_value':
      return issue.values.length === 1 ? `must be ${String(issue.values[0])}` : `must be one of ${issue.values.map(String).join(', ')}`;
    case 'not_multiple_of':
      return `must be a multiple of ${String(issue.divisor)}`;
    case 'unrecognized_keys':
      return `has ${issue.keys.length === 1 ? 'a field' : 'fields'} this call does not take: ${issue.keys.join(', ')}`;
    case 'invalid_union':
      return 'is not valid';
    default:
      return undefined;
  }
}

/** Once per process: every schema without a message of its own refuses in plain words. */
export function usePlainIssueMessages(): void {
  z.config({ customError: plainIssueMessage });
}
