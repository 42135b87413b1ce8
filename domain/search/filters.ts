// Algolia's facetFilters and numericFilters, parsed once into a small AST so that the engine never
// touches strings while filtering and a malformed filter is refused with its position and the reason.
//
// Both lists are in conjunctive normal form, as Algolia defines them: the outer list is AND, an inner
// list is OR. A plain string is one filter (not Algolia's legacy comma syntax: price_band labels such
// as "₹25,000 - ₹50,000" contain commas).

export type FilterInput = string | ReadonlyArray<string | readonly string[]>;

export interface FacetCondition {
  attribute: string;
  value: string;
  negated: boolean;
}

export type NumericOperator = '<' | '<=' | '=' | '!=' | '>=' | '>';

export type NumericCondition = (
  | { attribute: string; op: NumericOperator; value: number }
  | { attribute: string; op: 'range'; min: number; max: number }
) & {
  /** NOT before it in a `filters` string (numericFilters has no negation). */
  negated?: boolean;
};

/** Every inner list must have at least one true condition. */
export type FacetFilterAst = FacetCondition[][];
export type NumericFilterAst = NumericCondition[][];

export interface FilterError {
  /** The offending filter text. */
  filter: string;
  /** Where it sits in the input: [] for a plain string, [i] or [i, j] for nested lists. */
  path: number[];
  reason: string;
}

export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: FilterError };

const ATTRIBUTE = /^[A-Za-z0-9_.]+$/;
const NUMBER = '[-+]?(?:\\d+(?:\\.\\d*)?|\\.\\d+)(?:[eE][-+]?\\d+)?';
const COMPARISON = new RegExp(`^([^<>=!:\\s]*)\\s*(<=|>=|!=|<|>|=)\\s*(.*)$`);
const RANGE = new RegExp(`^([^<>=!:\\s]*)\\s*:\\s*(${NUMBER})\\s+TO\\s+(${NUMBER})$`, 'i');
const WHOLE_NUMBER = new RegExp(`^${NUMBER}$`);

export function parseFacetFilters(input: FilterInput | undefined | null): ParseResult<FacetFilterAst> {
  return parseCnf(input, parseFacetCondition);
}

export function parseNumericFilters(input: FilterInput | undefined | null): ParseResult<NumericFilterAst> {
  return parseCnf(input, parseNumericCondition);
}

/** "facetFilters[1][0] \"color\": missing ':' between attribute and value" */
export function describeFilterError(field: 'facetFilters' | 'numericFilters', error: FilterError): string {
  const where = error.path.map((i) => `[${i}]`).join('');
  return `${field}${where} ${JSON.stringify(error.filter)}: ${error.reason}`;
}

type ConditionParser<C> = (text: string) => C | string;

function parseCnf<C>(input: FilterInput | undefined | null, parseOne: ConditionParser<C>): ParseResult<C[][]> {
  if (input === undefined || input === null) return { ok: true, value: [] };
  if (typeof input === 'string') {
    const c = parseOne(input);
    return typeof c === 'string' ? fail(input, [], c) : { ok: true, value: [[c]] };
  }
  const ands: C[][] = [];
  for (let i = 0; i < input.length; i++) {
    const item = input[i]!;
    if (typeof item === 'string') {
      const c = parseOne(item);
      if (typeof c === 'string') return fail(item, [i], c);
      ands.push([c]);
      continue;
    }
    if (item.length === 0) return fail('', [i], 'an OR list must not be empty');
    const ors: C[] = [];
    for (let j = 0; j < item.length; j++) {
      const text = item[j]!;
      const c = parseOne(text);
      if (typeof c === 'string') return fail(text, [i, j], c);
      ors.push(c);
    }
    ands.push(ors);
  }
  return { ok: true, value: ands };
}

function fail<T>(filter: string, path: number[], reason: string): ParseResult<T> {
  return { ok: false, error: { filter, path, reason } };
}

function checkAttribute(attribute: string): string | null {
  if (attribute === '') return 'the attribute name is empty';
  if (!ATTRIBUTE.test(attribute)) return 'an attribute name may contain only letters, digits, "_" and "."';
  return null;
}

/** `attr:value`, `-attr:value` or Algolia's `attr:-value`; the value may contain colons and be quoted. */
function parseFacetCondition(text: string): FacetCondition | string {
  let s = text.trim();
  if (s === '') return 'the filter is empty';
  let negated = false;
  if (s.startsWith('-')) {
    negated = true;
    s = s.slice(1).trimStart();
  }
  const colon = s.indexOf(':');
  if (colon < 0) return "missing ':' between attribute and value";
  const attribute = s.slice(0, colon).trim();
  const attributeProblem = checkAttribute(attribute);
  if (attributeProblem) return attributeProblem;

  let raw = s.slice(colon + 1).trim();
  if (raw.startsWith('\\-')) {
    raw = raw.slice(1);
  } else if (raw.startsWith('-')) {
    if (negated) return 'the filter is negated twice';
    negated = true;
    raw = raw.slice(1).trimStart();
  }
  const value = unquote(raw);
  if (value === null) return 'the quoted value has no closing quote';
  if (value === '') return 'the value is empty';
  return { attribute, value, negated };
}

/** Strips one pair of double quotes and unescapes \" and \\ inside them; null when unterminated. */
function unquote(raw: string): string | null {
  if (!raw.startsWith('"')) return raw;
  const closed = raw.length >= 2 && raw.endsWith('"') && !(raw.endsWith('\\"') && !raw.endsWith('\\\\"'));
  if (!closed) return null;
  return raw.slice(1, -1).replace(/\\(["\\])/g, '$1');
}

function parseNumericCondition(text: string): NumericCondition | string {
  const s = text.trim();
  if (s === '') return 'the filter is empty';

  const range = RANGE.exec(s);
  if (range) {
    const [, attribute, lo, hi] = range as unknown as [string, string, string, string];
    const problem = checkAttribute(attribute);
    if (problem) return problem;
    const min = Number(lo);
    const max = Number(hi);
    if (!Number.isFinite(min) || !Number.isFinite(max)) return 'the bounds must be finite numbers';
    return { attribute, op: 'range', min, max };
  }
  if (/\sTO\s/i.test(s) || /:/.test(s)) {
    return 'a range must read "attribute:min TO max" with two numbers';
  }

  const cmp = COMPARISON.exec(s);
  if (!cmp) return 'expected an operator (<, <=, =, !=, >=, >) or "attribute:min TO max"';
  const [, attribute, op, rawValue] = cmp as unknown as [string, string, NumericOperator, string];
  const problem = checkAttribute(attribute);
  if (problem) return problem;
  const valueText = rawValue.trim();
  if (valueText === '') return `the value after "${op}" is missing`;
  if (!WHOLE_NUMBER.test(valueText)) return `"${valueText}" is not a number`;
  const value = Number(valueText);
  if (!Number.isFinite(value)) return 'the value must be a finite number';
  return { attribute, op, value };
}
