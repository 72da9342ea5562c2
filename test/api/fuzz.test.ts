import { MESSAGES } from '../../src/shared/messages';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { can } from '../../src/shared/access';
import type { Role } from '../../src/shared/roles';
import { enforcerLocations } from '../../src/server/db/schema';
import { createLocation, createUser, createZone } from './support/factories';
import { apiOperations, type Access } from './support/operations';
import { createTestApp, type TestApp } from './support/testApp';

/**
 * Issue 12, item 2 (fuzzing): whatever a client sends, the API answers it as the client's mistake.
 * Every operation of the OpenAPI document is called by a caller it lets in (so the inputs are read),
 * with inputs generated from the operation's own schemas, so a new route is fuzzed the day it exists:
 * wrong JSON types, missing and mistyped fields, huge strings, unicode, odd numbers, SQL and HTML,
 * malformed JSON, wrong content types and an oversize body. No answer may be a 5xx or show a stack,
 * and a batch of inputs the server refused must leave every table as it was: a refusal that still
 * wrote a row (half a change, a mail, a log) is the bug this catches.
 * Inputs the schema allows (a location named "<script>" is stored as inert text) are sent too, to
 * real records where a route needs one, and may succeed: they are what reaches the database, where
 * a NUL character, year 0 or an amount past the integer columns used to fail as a 500.
 */

interface Schema {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  items?: Schema | Schema[];
  prefixItems?: Schema[];
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  nullable?: boolean;
  default?: unknown;
}
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: Schema;
}
interface DocOperation {
  'x-access'?: Access;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, unknown>;
}
interface Operation {
  method: string;
  path: string;
  access: Access;
  pathParams: Parameter[];
  queryParams: Parameter[];
  body: Schema | undefined;
  /** Whether the body must be sent: an empty JSON body is no body, refused only where one is required. */
  bodyRequired: boolean;
  /** A live stream (text/event-stream): called over HTTP and dropped once its status is known. */
  stream: boolean;
  /** Declared without its behaviour yet: its 501 past the input checks is the contract, not a failure. */
  notBuilt: boolean;
}
/** A value written into a URL or a JSON text as it is, unencoded (bad escapes, -0, 1e309). */
class Raw {
  constructor(readonly text: string) {}
}
type Value = unknown;
interface Case {
  name: string;
  /** Clearly bad: anything but a 4xx is a failure. Otherwise the input may be valid, and only 5xx and stacks fail. */
  strict: boolean;
  path: Record<string, Value>;
  query: [string, Value][];
  /** The request body as sent, with its content type; none for GET. */
  body?: { contentType: string; payload: string };
}
interface Answer {
  status: number;
  text: string;
}
interface Caller {
  role: Role;
  superadmin: boolean;
  token: string;
}

const SUPERADMIN_EMAILS = Array.from({ length: 5 }, (_, i) => `fuzz.superadmin${i}@test.parking`);
const UNKNOWN_ID = '7d3c2b1a-0f9e-4d8c-b7a6-958473625140';
const HUGE = 'x'.repeat(100_000);
const SQL_PAYLOADS = ["' OR 1=1 --", "'; DROP TABLE users; --"];
const HTML_PAYLOADS = ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>'];
const UNICODE_PAYLOADS = ['🚗🅿️ مرحبا שלום \u202Eevil\u202C Z̷̡a̸l̵g̶o', 'nul\u0000byte', 'lone \ud800 surrogate \udfff'];
/** Each string payload with a short name for the failure line. */
const STRING_PAYLOADS: [string, string][] = [
  ['sql', SQL_PAYLOADS[0]!],
  ['sql drop', SQL_PAYLOADS[1]!],
  ['html script', HTML_PAYLOADS[0]!],
  ['html img', HTML_PAYLOADS[1]!],
  ['unicode emoji/rtl', UNICODE_PAYLOADS[0]!],
  ['unicode nul', UNICODE_PAYLOADS[1]!],
  ['unicode lone surrogate', UNICODE_PAYLOADS[2]!],
];
/** In a URL: the same payloads percent-encoded, plus encodings a decoder may choke on. */
const URL_PAYLOADS: [string, Value][] = [
  ...STRING_PAYLOADS.filter(([name]) => name !== 'unicode lone surrogate'),
  ['invalid utf-8', new Raw('%ED%A0%80%C3')],
  ['bad percent escape', new Raw('%E0%A4%A%')],
  ['path traversal', '../../etc/passwd'],
  ['huge', HUGE],
];
const MALFORMED_JSON: [string, string][] = [
  ['unclosed object', '{'],
  ['trailing comma', '{"a":1,}'],
  ['single quotes', "{'a':1}"],
  ['bare word', 'undefined'],
  ['bad escape', '{"a":"\\x41"}'],
  ['proto pollution', '{"__proto__":{"isSuperadmin":true}}'],
  ['deep unclosed nesting', '['.repeat(100_000)],
];
/** The cases a nested field gets: fewer than a top-level one, enough to reach its checks. */
const DEEP_CASES = /^(wrong type|sql$|unicode nul$|100,000 chars$|negative$|1e308$)/;
// Matches a stack frame, a source path or an error class name in an answer.
const STACK_SIGNS = [/\n\s+at /, /\bat [^\s]+ \(.*:\d+:\d+\)/, /\/src\//, /node_modules/, /\b[A-Z]\w*Error\b/, /Failed query/];

const jsonType = (v: unknown): string =>
  v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v === 'number' ? (Number.isInteger(v) ? 'integer' : 'number') : typeof v;

/** The JSON types a schema admits; null when it admits any. */
function typesOf(s: Schema): Set<string> | null {
  if (s.const !== undefined) return new Set([jsonType(s.const)]);
  if (s.enum) return new Set(s.enum.map(jsonType));
  const branches = s.anyOf ?? s.oneOf;
  if (branches) {
    // OpenAPI 3.0 writes a nullable union as `nullable: true` beside its anyOf.
    const all = new Set<string>(s.nullable ? ['null'] : []);
    for (const b of branches) {
      const t = typesOf(b);
      if (!t) return null;
      t.forEach((x) => all.add(x));
    }
    return all;
  }
  if (s.allOf?.[0]) return typesOf(s.allOf[0]);
  if (!s.type) return null;
  const types = new Set([s.type].flat());
  if (s.nullable) types.add('null');
  return types;
}

/** Whether a value's JSON type is one the schema admits (its format and bounds aside). */
function admitsType(s: Schema, v: unknown): boolean {
  const types = typesOf(s);
  if (!types) return true;
  const t = jsonType(v);
  if (s.enum && !s.enum.some((e) => e === v)) return false;
  if (s.const !== undefined && s.const !== v) return false;
  return types.has(t) || (t === 'integer' && types.has('number'));
}

/** The branch of a schema that holds values of `type`, unwrapping anyOf/oneOf/nullable. */
function branchOf(s: Schema, type: string): Schema | undefined {
  const branches = s.anyOf ?? s.oneOf;
  if (branches) {
    for (const b of branches) {
      const found = branchOf(b, type);
      if (found) return found;
    }
    return undefined;
  }
  if (s.allOf?.[0]) return branchOf(s.allOf[0], type);
  const types = [s.type ?? []].flat();
  return types.includes(type) || (type === 'number' && types.includes('integer')) ? s : undefined;
}

/**
 * Dates the format takes that a database or a Date may not (PostgreSQL has no year 0; a Date
 * before year 1 has no four-digit ISO form), for a date or date-time field.
 */
function farDates(s: Schema): [string, string][] {
  const formats = new Set([...(s.anyOf ?? s.oneOf ?? [s])].map((b) => b.format));
  const out: [string, string][] = [];
  if (formats.has('date')) out.push(['year 0', '0000-01-01'], ['year 1', '0001-01-01'], ['year 9999', '9999-12-31']);
  if (formats.has('date-time')) {
    out.push(
      ['year 0 instant', '0000-06-01T00:00:00Z'],
      ['year 1 east of UTC', '0001-01-01T00:00:00+14:00'],
      ['year 9999 instant', '9999-12-31T23:59:59Z'],
    );
  }
  return out;
}

/** Whether a number field takes whole numbers only. */
function isInteger(s: Schema): boolean {
  const types = typesOf(s);
  return types !== null && types.has('integer') && !types.has('number');
}
/** A string the schema takes whatever its text: no format, pattern, enum or const. */
const isFreeText = (s: Schema) => s.format === undefined && s.pattern === undefined && s.enum === undefined && s.const === undefined;
/** Formats no payload of ours can satisfy. */
const STRICT_FORMATS = new Set(['uuid', 'email', 'date', 'date-time']);
// OpenAPI 3.0 marks an exclusive bound with a boolean beside it, JSON Schema with the number itself.
const lowerBound = (s: Schema): number | undefined => (typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum : s.minimum);
const upperBound = (s: Schema): number | undefined => (typeof s.exclusiveMaximum === 'number' ? s.exclusiveMaximum : s.maximum);
const exclusiveLow = (s: Schema): boolean => s.exclusiveMinimum !== undefined && s.exclusiveMinimum !== false;

function regexOf(pattern: string): RegExp {
  try {
    return new RegExp(pattern, 'u');
  } catch {
    return new RegExp(pattern);
  }
}

function toJson(v: Value): string {
  if (v instanceof Raw) return v.text;
  if (Array.isArray(v)) return `[${v.map(toJson).join(',')}]`;
  if (v && typeof v === 'object') {
    return `{${Object.entries(v)
      .map(([k, x]) => `${JSON.stringify(k)}:${toJson(x)}`)
      .join(',')}}`;
  }
  return JSON.stringify(v) ?? 'null';
}
const inUrl = (v: Value) => (v instanceof Raw ? v.text : encodeURIComponent(String(v)));

let oversizeBody = '';
/** A JSON body one byte past the server's limit (made once: a megabyte per operation adds up). */
function oversize(bodyLimit: number): string {
  if (oversizeBody.length <= bodyLimit) oversizeBody = `{"x":"${'a'.repeat(bodyLimit)}"}`;
  return oversizeBody;
}

function dayFromNow(days: number): Date {
  return new Date(Date.now() + days * 86_400_000);
}

describe('fuzzing every route with bad inputs', () => {
  let t: TestApp;
  let base: string;
  let operations: Operation[];
  let countRows: () => Promise<Map<string, number>>;
  const callers = new Map<string, Caller>();
  let fixtures: { vendorId: string; locationId: string; zoneId: string };

  /** The caller an operation lets in: anonymous for public, else the first role of this list with the permission. */
  function callerKey(access: Access): { name: string; role: Role; superadmin: boolean } | null {
    if (access === 'public') return null;
    if (access === 'authenticated') return { name: 'customer', role: 'customer', superadmin: false };
    if (access === 'superadmin') return { name: 'superadmin', role: 'odogwu', superadmin: true };
    const role = (['customer', 'vendor', 'enforcer', 'valet', 'odogwu'] as const).find((r) => can({ role: r }, access));
    if (!role) throw new Error(`no role has ${access}`);
    return { name: role, role, superadmin: false };
  }

  let superadmins = 0;
  async function makeCaller(role: Role, superadmin: boolean): Promise<Caller> {
    // Staff belong to the fixture vendor, so its location is theirs to work at.
    const invitedBy = role === 'enforcer' || role === 'valet' ? fixtures.vendorId : undefined;
    const email = superadmin ? SUPERADMIN_EMAILS[superadmins++]! : undefined;
    const { user, token } = await createUser(t, { role, ...(invitedBy ? { invitedBy } : {}), ...(email ? { email } : {}) });
    if (role === 'enforcer') await t.db.insert(enforcerLocations).values({ enforcerId: user.id, locationId: fixtures.locationId });
    return { role, superadmin, token };
  }

  async function callerFor(access: Access): Promise<Caller | null> {
    const key = callerKey(access);
    if (!key) return null;
    let caller = callers.get(key.name);
    if (!caller) {
      caller = await makeCaller(key.role, key.superadmin);
      callers.set(key.name, caller);
    }
    return caller;
  }

  /** Some calls end the caller's own session (delete my account): such a caller is made again. */
  async function keepAlive(access: Access): Promise<void> {
    const key = callerKey(access);
    const caller = key && callers.get(key.name);
    if (!key || !caller) return;
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { authorization: `Bearer ${caller.token}` } });
    if (res.statusCode === 401) callers.set(key.name, await makeCaller(key.role, key.superadmin));
  }

  /** A real record where the name asks for one (so a valid input gets past the lookup), else an unknown id. */
  function idFor(name: string, path: string): string {
    if (path === '') return UNKNOWN_ID;
    if (name === 'locationId' || name === 'lotId') return fixtures.locationId;
    if (name === 'zoneId') return fixtures.zoneId;
    if (name === 'id' && /^\/api\/v1\/locations\/(service\/)?\{id\}/.test(path)) return fixtures.locationId;
    if (name === 'id' && path.startsWith('/api/v1/zones/{id}')) return fixtures.zoneId;
    return UNKNOWN_ID;
  }

  /**
   * A record of the collection an `/x/{id}` operation works on, made through the API (POST /x) by
   * that route's caller, so a valid input reaches the change itself rather than a 404. Its id is the
   * first one in the answer; undefined when there is no such route or it refused.
   */
  async function recordFor(op: Operation, path: Record<string, Value>): Promise<string | undefined> {
    const collection = op.path.slice(0, op.path.lastIndexOf('/{'));
    const create = operations.find((o) => o.method === 'POST' && o.path === collection && o.body);
    if (!create?.body) return undefined;
    const caller = await callerFor(create.access);
    const url = collection.replace(/\{([^}]+)\}/g, (_, name: string) => inUrl(path[name] ?? UNKNOWN_ID));
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', ...(caller ? { authorization: `Bearer ${caller.token}` } : {}) },
      payload: toJson(sample(create.body, 'body', create.path)),
    });
    const id = /"_id":"([0-9a-f-]{36})"/.exec(res.body)?.[1];
    return res.statusCode < 300 ? id : undefined;
  }

  // Numbers the sampled unique fields (emails, codes, zone and ticket numbers) apart.
  let serial = 0;
  /** A value the schema takes: the base every single mutation starts from. undefined: leave it out. */
  function sample(s: Schema, name: string, path: string): Value {
    if (s.const !== undefined) return s.const;
    if (s.enum?.length) return s.enum[0];
    const branches = s.anyOf ?? s.oneOf;
    if (branches) {
      const b = branches.find((x) => x.type !== 'null');
      return b ? sample(b, name, path) : null;
    }
    if (s.allOf?.[0]) return sample(s.allOf[0], name, path);
    if (s.default !== undefined) return s.default;
    const type = [s.type ?? []].flat().find((x) => x !== 'null');
    switch (type) {
      case 'string':
        return sampleString(s, name, path);
      case 'number':
      case 'integer': {
        const lo = lowerBound(s);
        const hi = upperBound(s);
        let n = /year/i.test(name) ? new Date().getFullYear() : /time/i.test(name) ? Date.now() : 1;
        if (lo !== undefined && n <= lo) n = exclusiveLow(s) ? lo + 1 : lo;
        if (hi !== undefined && n > hi) n = hi;
        return type === 'integer' ? Math.ceil(n) : n;
      }
      case 'boolean':
        // archieved (so spelt): true would close the fixture zone for every later operation.
        return !/archi/i.test(name);
      case 'array': {
        const tuple = s.prefixItems ?? (Array.isArray(s.items) ? s.items : undefined);
        if (tuple) return tuple.map((x, i) => sample(x, `${name}${i}`, path));
        const item = s.items as Schema | undefined;
        const n = Math.min(Math.max(s.minItems ?? 1, 1), s.maxItems ?? 1);
        return item ? Array.from({ length: n }, () => sample(item, name, path)) : [];
      }
      case 'object': {
        const out: Record<string, Value> = {};
        for (const [k, p] of Object.entries(s.properties ?? {})) {
          const v = sample(p, k, path);
          if (v !== undefined) out[k] = v;
        }
        return out;
      }
      default:
        return undefined;
    }
  }

  function sampleString(s: Schema, name: string, path: string): string {
    switch (s.format) {
      case 'uuid':
        return idFor(name, path);
      case 'email':
        return 'fuzz@test.parking';
      case 'date':
      case 'date-time': {
        // Ends after starts; what is done (a payment, a revenue entry) is in the past.
        const day = dayFromNow(/end|until|expir/i.test(name) ? 30 : -1).toISOString();
        return s.format === 'date' ? day.slice(0, 10) : day;
      }
    }
    const n = ++serial;
    const byName = /email/i.test(name)
      ? `fuzz${n}@test.parking`
      : /password|confirm/i.test(name)
        ? 'Fuzz-pass-1234'
        : /phone/i.test(name)
          ? '5551234567'
          : /plate|license/i.test(name)
            ? 'FUZZ1'
            : /state/i.test(name)
              ? 'NY'
              : /code/i.test(name)
                ? `FUZZ${n}`
                : /number|ticket/i.test(name)
                  ? `N${n}`
                  : 'fuzz';
    const fit = (x: string) => x.padEnd(s.minLength ?? 0, 'z').slice(0, s.maxLength ?? Infinity);
    if (!s.pattern) return fit(byName);
    const re = regexOf(s.pattern);
    return [byName, '10:00', 'FUZZ1', 'NY', '5551234567', 'fuzz', '1'].map(fit).find((x) => re.test(x)) ?? fit(byName);
  }

  /** Values of other JSON types than the schema's, for a field (SQL and HTML among them, where a string is wrong). */
  function wrongTypes(s: Schema): [string, Value][] {
    const candidates: [string, Value][] = [
      ['number', 12345],
      ['sql string', SQL_PAYLOADS[0]],
      ['html string', HTML_PAYLOADS[0]],
      ['NaN-like string', 'NaN'],
      ['boolean', true],
      ['null', null],
      ['array of html', [HTML_PAYLOADS[1]]],
      ['operator object', { $gt: '' }],
    ];
    return candidates.filter(([, v]) => !admitsType(s, v));
  }

  /** Bad and odd values of one field: [name, value, clearly bad?]. */
  function fieldCases(s: Schema, inQuery: boolean): [string, Value, boolean][] {
    const out: [string, Value, boolean][] = [];
    const str = branchOf(s, 'string');
    const num = branchOf(s, 'number') ?? branchOf(s, 'integer');
    if (inQuery) {
      // Every query value arrives as text: a wrong "type" is text that is not a number.
      if (num && !str) {
        const integer = isInteger(s);
        const lo = lowerBound(num);
        const hi = upperBound(num);
        out.push(['not a number', 'abc', true], ['NaN', 'NaN', true], ['Infinity', 'Infinity', true]);
        out.push(['1e308', '1e308', integer || (hi !== undefined && hi < 1e308)]);
        out.push(['negative', '-1', lo !== undefined && lo >= 0]);
        out.push(['-0', '-0', false]);
        if (integer) out.push(['fraction', '1.5', true]);
        out.push(['sql', SQL_PAYLOADS[0], true], ['html', HTML_PAYLOADS[0], true]);
      }
      if (str) {
        // A pattern alone may take a payload once normalised (a plate drops what is not a letter or digit).
        const strict = (str.format !== undefined && STRICT_FORMATS.has(str.format)) || str.enum !== undefined || str.const !== undefined;
        for (const [name, v] of URL_PAYLOADS) {
          const tooLong = v === HUGE && str.maxLength !== undefined && str.maxLength < HUGE.length;
          out.push([name, v, strict || tooLong]);
        }
        for (const [name, v] of farDates(s)) out.push([name, v, false]);
      }
      return out;
    }
    for (const [name, v] of wrongTypes(s)) out.push([`wrong type: ${name}`, v, true]);
    if (str) {
      const formatted = (str.format !== undefined && STRICT_FORMATS.has(str.format)) || str.enum !== undefined || str.const !== undefined;
      for (const [name, v] of STRING_PAYLOADS) out.push([name, v, formatted]);
      out.push(['100,000 chars', HUGE, formatted || (str.maxLength !== undefined && str.maxLength < HUGE.length)]);
      for (const [name, v] of farDates(s)) out.push([name, v, false]);
    }
    if (num) {
      const integer = isInteger(s);
      const lo = lowerBound(num);
      const hi = upperBound(num);
      out.push(['negative', -1, lo !== undefined && lo >= 0]);
      out.push(['1e308', 1e308, integer || (hi !== undefined && hi < 1e308)]);
      out.push(['1e309 (Infinity)', new Raw('1e309'), true]);
      out.push(['-1e309 (-Infinity)', new Raw('-1e309'), true]);
      out.push(['-0', new Raw('-0'), lo !== undefined && (lo > 0 || (lo === 0 && exclusiveLow(num)))]);
      out.push(['max safe integer', Number.MAX_SAFE_INTEGER, hi !== undefined && hi < Number.MAX_SAFE_INTEGER]);
      if (integer) out.push(['fraction', 1.5, true]);
    }
    const arr = branchOf(s, 'array');
    if (arr?.maxItems !== undefined && arr.maxItems <= 10_000 && !Array.isArray(arr.items) && arr.items) {
      const item = sample(arr.items, 'item', '');
      out.push(['too many items', Array.from({ length: arr.maxItems + 1 }, () => item), true]);
    }
    return out;
  }

  /** Every case of one operation, each a single mutation of a request the schemas take. */
  async function casesOf(op: Operation, bodyLimit: number): Promise<Case[]> {
    // Real records only where a body is read or nothing changes: a DELETE (or a body-less POST) of the
    // fixture location would succeed on any input it ignores.
    const real = op.method === 'GET' || op.body !== undefined;
    const basePath = Object.fromEntries(op.pathParams.map((p) => [p.name, sample(p.schema ?? {}, p.name, real ? op.path : '')]));
    const last = op.pathParams.at(-1);
    if (real && last && basePath[last.name] === UNKNOWN_ID) basePath[last.name] = (await recordFor(op, basePath)) ?? UNKNOWN_ID;
    const baseQuery: [string, Value][] = op.queryParams
      .filter((p) => p.required)
      .map((p) => [p.name, sample(p.schema ?? {}, p.name, op.path)]);
    // A new base for each case, so a field that must be unique (an email, a zone number) is.
    const baseBody = (): Value => (op.body ? sample(op.body, 'body', op.path) : undefined);
    const json = (v: Value) => ({ contentType: 'application/json', payload: toJson(v) });
    const cases: Case[] = [];
    const add = (name: string, strict: boolean, c: Partial<Omit<Case, 'name' | 'strict'>>) => {
      const body = op.method === 'GET' || c.body || !op.body ? undefined : json(baseBody());
      cases.push({ name, strict, path: basePath, query: baseQuery, ...(body ? { body } : {}), ...c });
    };

    // Parameters no route declares are ignored, whatever they hold.
    add('stray query parameters', false, { query: [...baseQuery, ["' OR 1=1 --", HTML_PAYLOADS[0]], ['a[b][c]', UNICODE_PAYLOADS[0]]] });

    for (const p of op.pathParams) {
      const s = p.schema ?? {};
      const str = branchOf(s, 'string');
      // An id or a phone never takes these; a free string (a token) may, and must still be refused by its owner.
      const checked = !str || !isFreeText(str);
      for (const [name, v] of URL_PAYLOADS) {
        const tooLong = v === HUGE && (str?.maxLength ?? Infinity) < HUGE.length;
        add(`path ${p.name}: ${name}`, checked || tooLong, { path: { ...basePath, [p.name]: v } });
      }
      if (str?.format === 'uuid') add(`path ${p.name}: unknown id`, true, { path: { ...basePath, [p.name]: UNKNOWN_ID } });
      if (!str) {
        for (const [name, v, strict] of fieldCases(s, true)) add(`path ${p.name}: ${name}`, strict, { path: { ...basePath, [p.name]: v } });
      }
    }

    for (const p of op.queryParams) {
      const s = p.schema ?? {};
      const rest = baseQuery.filter(([k]) => k !== p.name);
      if (p.required) add(`query ${p.name}: missing`, true, { query: rest });
      for (const [name, v, strict] of fieldCases(s, true)) add(`query ${p.name}: ${name}`, strict, { query: [...rest, [p.name, v]] });
      if (!branchOf(s, 'array')) {
        add(`query ${p.name}: repeated`, true, {
          query: [...rest, [p.name, sample(s, p.name, op.path)], [p.name, SQL_PAYLOADS[1]]],
        });
      }
    }

    if (op.method !== 'GET') {
      for (const [name, text] of MALFORMED_JSON)
        add(`malformed JSON: ${name}`, true, { body: { contentType: 'application/json', payload: text } });
      add('empty JSON body', op.bodyRequired, { body: { contentType: 'application/json', payload: '' } });
      add('oversize body', true, { body: { contentType: 'application/json', payload: oversize(bodyLimit) } });
    }
    if (op.body && op.method !== 'GET') {
      const s = op.body;
      for (const v of [[], 42, 'fuzz', null, true]) {
        if (!admitsType(s, v)) add(`body is ${jsonType(v)}`, true, { body: json(v) });
      }
      const text = toJson(baseBody() ?? {});
      // text/plain arrives as a string: only a body schema that takes a string may accept it.
      add('content-type text/plain', !admitsType(s, 'fuzz'), { body: { contentType: 'text/plain', payload: text } });
      add('content-type form', true, { body: { contentType: 'application/x-www-form-urlencoded', payload: 'name=fuzz&id=1' } });
      add('content-type multipart', true, {
        body: {
          contentType: 'multipart/form-data; boundary=fuzz',
          payload: `--fuzz\r\nContent-Disposition: form-data; name="name"\r\n\r\nfuzz\r\n--fuzz--\r\n`,
        },
      });
      const obj = branchOf(s, 'object');
      const full = () => baseBody() as Record<string, Value>;
      if (obj?.properties && jsonType(baseBody()) === 'object') {
        for (const k of obj.required ?? []) {
          const { [k]: _gone, ...rest } = full();
          add(`missing ${k}`, true, { body: json(rest) });
        }
        for (const [k, ps] of Object.entries(obj.properties)) {
          for (const [name, v, strict] of fieldCases(ps, false)) add(`${k}: ${name}`, strict, { body: json({ ...full(), [k]: v }) });
          // One level down: the fields of an object field or of a list's first item (a valet's _id, a vendor's plates).
          const arr = branchOf(ps, 'array');
          const items = arr?.items && !Array.isArray(arr.items) ? branchOf(arr.items, 'object') : undefined;
          const inner = branchOf(ps, 'object') ?? items;
          for (const [ik, is] of Object.entries(inner?.properties ?? {})) {
            for (const [name, v, strict] of fieldCases(is, false).filter(([n]) => DEEP_CASES.test(n))) {
              const b = full();
              const outer = b[k];
              if (Array.isArray(outer) && outer.length > 0) {
                add(`${k}[0].${ik}: ${name}`, strict, {
                  body: json({ ...b, [k]: [{ ...(outer[0] as object), [ik]: v }, ...outer.slice(1)] }),
                });
              } else if (jsonType(outer) === 'object') {
                add(`${k}.${ik}: ${name}`, strict, { body: json({ ...b, [k]: { ...(outer as object), [ik]: v } }) });
              }
            }
          }
        }
      }
    }
    return cases;
  }

  function urlOf(op: Operation, c: Case): string {
    const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => inUrl(c.path[name] ?? UNKNOWN_ID));
    const query = c.query.map(([k, v]) => `${encodeURIComponent(k)}=${inUrl(v)}`).join('&');
    return query ? `${path}?${query}` : path;
  }

  async function send(op: Operation, c: Case, caller: Caller | null): Promise<Answer> {
    const url = urlOf(op, c);
    const headers: Record<string, string> = {
      ...(caller ? { authorization: `Bearer ${caller.token}` } : {}),
      ...(c.body ? { 'content-type': c.body.contentType } : {}),
    };
    if (!op.stream) {
      const res = await t.app.inject({
        method: op.method as InjectOptions['method'],
        url,
        headers,
        ...(c.body ? { payload: c.body.payload } : {}),
      });
      return { status: res.statusCode, text: res.body };
    }
    // A live stream never ends: its status and headers tell, then it is dropped.
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), 5_000);
    try {
      const res = await fetch(`${base}${url}`, {
        method: op.method,
        headers,
        redirect: 'manual',
        signal: abort.signal,
        ...(c.body ? { body: c.body.payload } : {}),
      });
      if ((res.headers.get('content-type') ?? '').includes('text/event-stream')) {
        await res.body?.cancel();
        return { status: res.status, text: '' };
      }
      return { status: res.status, text: await res.text() };
    } finally {
      clearTimeout(timer);
    }
  }

  beforeAll(async () => {
    t = await createTestApp('pglite', { SUPERADMIN_EMAILS: SUPERADMIN_EMAILS.join(',') });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    operations = (await apiOperations<DocOperation>(t.app)).map(({ method, path, access, doc: op }) => {
      const params = op.parameters ?? [];
      const content = op.requestBody?.content ?? {};
      return {
        method,
        path,
        access,
        pathParams: params.filter((p) => p.in === 'path'),
        queryParams: params.filter((p) => p.in === 'query'),
        body: Object.values(content)[0]?.schema,
        // @fastify/swagger marks every body required; a body schema that takes null is a call without one.
        bodyRequired: op.requestBody?.required === true && !admitsType(Object.values(content)[0]?.schema ?? {}, null),
        stream: JSON.stringify(op.responses?.['200'] ?? {}).includes('text/event-stream'),
        notBuilt: op.responses?.['501'] !== undefined,
      };
    });

    const vendor = await createUser(t, { role: 'vendor' });
    const location = await createLocation(t, { ownerId: vendor.user.id });
    const zone = await createZone(t, { locationId: location.id });
    fixtures = { vendorId: vendor.user.id, locationId: location.id, zoneId: zone.id };
    callers.set('vendor', { role: 'vendor', superadmin: false, token: vendor.token });

    // One statement for every table of the schema, so an operation's batch costs one count.
    const tables = (
      (await t.db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`)) as unknown as {
        rows: { tablename: string }[];
      }
    ).rows.map((r) => r.tablename);
    const union = tables.map((name) => `select '${name}' as t, count(*)::int as n from "${name}"`).join(' union all ');
    countRows = async () => {
      const res = (await t.db.execute(sql.raw(union))) as unknown as { rows: { t: string; n: number }[] };
      return new Map(res.rows.map((r) => [r.t, Number(r.n)]));
    };
  });
  afterAll(async () => {
    await t.close();
  });

  it('finds every operation of the API, with its inputs', () => {
    expect(operations.length).toBeGreaterThan(100);
    expect(operations.filter((op) => op.body).length).toBeGreaterThan(40);
    expect(operations.filter((op) => op.stream).length).toBeGreaterThan(0);
  });

  it('answers every bad input without a 5xx, a stack, or a row written', async () => {
    const failures: string[] = [];
    const bodyLimit = t.app.initialConfig.bodyLimit ?? 1024 * 1024;
    const diff = (before: Map<string, number>, after: Map<string, number>) =>
      [...after].filter(([k, n]) => before.get(k) !== n).map(([k, n]) => `${k} ${before.get(k) ?? 0} -> ${n}`);

    for (const op of operations) {
      const cases = await casesOf(op, bodyLimit);
      // Made before the first count: a new enforcer writes its location row.
      await callerFor(op.access);
      // The clearly bad cases first, counted on their own, then those the schema may take.
      let before = await countRows();
      for (const strict of [true, false]) {
        const batch = cases.filter((c) => c.strict === strict);
        if (batch.length === 0) continue;
        let allRefused = true;
        for (const c of batch) {
          const caller = await callerFor(op.access);
          const { status, text } = await send(op, c, caller);
          const who = caller ? (caller.superadmin ? 'superadmin' : caller.role) : 'anonymous';
          const line = `${op.method} ${op.path} [${c.name}] as ${who}: ${status} ${text.slice(0, 200)}`;
          if (status >= 500 && !(status === 501 && op.notBuilt)) failures.push(`${line} (5xx)`);
          else if (STACK_SIGNS.some((re) => re.test(text))) failures.push(`${line} (stack or source in the answer)`);
          if (status < 400) {
            allRefused = false;
            if (strict) failures.push(`${line} (a clearly bad input was accepted)`);
          }
          if (op.method !== 'GET' && status < 300) await keepAlive(op.access);
        }
        const after = await countRows();
        const changed = diff(before, after);
        if (allRefused && changed.length > 0) {
          failures.push(`${op.method} ${op.path} [${strict ? 'bad' : 'odd'} inputs, all refused] wrote rows: ${changed.join(', ')}`);
        }
        before = after;
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('answers an address Fastify cannot decode in the API shape, not its own', async () => {
    for (const url of ['/api/v1/locations/%E0%A4%A', '/api/v1/zones/%', '/api/v1/valets/pn/%ZZ']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect([url, res.statusCode, res.json()]).toEqual([url, 400, { status: 'fail', message: MESSAGES.badAddress }]);
    }
  });
});
