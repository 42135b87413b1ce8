// Algolia's `filters` string (what InstantSearch's Configure widget sends): facet filters
// (`category:rings`, `occasion:"Daily Wear"`), numeric comparisons (`price < 50000`) and ranges
// (`price:1000 TO 5000`) joined by AND, OR and NOT with parentheses. Parsed into the same
// AND-of-OR-groups the engine already applies for facetFilters and numericFilters.
//
// Algolia accepts only what reduces to that form, and so do we, refusing the rest with the
// character where it goes wrong: an AND inside an OR (`A OR (B AND C)`), NOT before a group
// (`NOT (A OR B)`), and an OR mixing a numeric filter with a facet filter (`price < 5 OR
// category:rings`). Parentheses around ANDs and nested ORs are flattened, which changes nothing.
// Operators are keywords only in capitals and unquoted (`category:"AND"` is a value). A bare word
// or `_tags:` is a tag filter: the products carry no tags, so it is refused like tagFilters.
import type { FacetCondition, FacetFilterAst, NumericCondition, NumericFilterAst, NumericOperator } from './filters.ts';

/** Long enough for a listing with many refinements; the string is parsed per request. */
export const FILTERS_MAX_LENGTH = 2048;

export interface FiltersStringError {
  /** 0-based index of the character where the problem starts. */
  position: number;
  /** The text at that position (a token, a filter, or "end of filters"). */
  near: string;
  reason: string;
}

export interface ParsedFilters {
  facet: FacetFilterAst;
  numeric: NumericFilterAst;
}

export type FiltersStringResult = { ok: true; value: ParsedFilters } | { ok: false; error: FiltersStringError };

/** 'filters at character 13 ("OR"): ...' (1-based, as a person counts). */
export function describeFiltersStringError(error: FiltersStringError): string {
  return `filters at character ${error.position + 1} (${JSON.stringify(error.near)}): ${error.reason}`;
}

// ---- tokens ---------------------------------------------------------------------------------------

type TokenKind = 'word' | 'string' | '(' | ')' | ':' | 'op' | 'end';
interface Token {
  kind: TokenKind;
  text: string;
  /** The value: unescaped for strings, the operator for 'op'. */
  value: string;
  at: number;
}

const OPERATORS = ['<=', '>=', '!=', '<', '>', '='] as const;
/** Characters that end an unquoted word. */
const BREAK = /[\s():<>=!"']/;
const NUMBER = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?$/;
const ATTRIBUTE = /^[A-Za-z0-9_.]+$/;

class FilterSyntaxError extends Error {
  constructor(readonly detail: FiltersStringError) {
    super(detail.reason);
  }
}

function fail(at: number, near: string, reason: string): never {
  throw new FilterSyntaxError({ position: at, near, reason });
}

function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < input.length) {
    const c = input[i]!;
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    if (c === '(' || c === ')' || c === ':') {
      tokens.push({ kind: c, text: c, value: c, at: i });
      i++;
      continue;
    }
    const op = OPERATORS.find((o) => input.startsWith(o, i));
    if (op) {
      tokens.push({ kind: 'op', text: op, value: op, at: i });
      i += op.length;
      continue;
    }
    if (c === '!') fail(i, c, 'a lone "!" is not an operator (NOT, or != for numbers)');
    if (c === '"' || c === "'") {
      let value = '';
      let j = i + 1;
      for (; j < input.length && input[j] !== c; j++) {
        if (input[j] === '\\' && j + 1 < input.length) j++;
        value += input[j];
      }
      if (j >= input.length) fail(i, input.slice(i, i + 20), `the quoted text has no closing ${c}`);
      tokens.push({ kind: 'string', text: input.slice(i, j + 1), value, at: i });
      i = j + 1;
      continue;
    }
    let j = i;
    while (j < input.length && !BREAK.test(input[j]!)) j++;
    const text = input.slice(i, j);
    tokens.push({ kind: 'word', text, value: text, at: i });
    i = j;
  }
  tokens.push({ kind: 'end', text: 'end of filters', value: '', at: input.length });
  return tokens;
}

// ---- expression tree ------------------------------------------------------------------------------

type Leaf =
  | { kind: 'facet'; condition: FacetCondition; at: number; text: string }
  | { kind: 'numeric'; condition: NumericCondition; at: number; text: string };
type Node = Leaf | { kind: 'and' | 'or'; children: Node[]; at: number } | { kind: 'not'; child: Node; at: number };

const isKeyword = (t: Token, word: 'AND' | 'OR' | 'NOT' | 'TO') => t.kind === 'word' && t.value === word;

class Parser {
  private i = 0;
  constructor(
    private readonly tokens: Token[],
    private readonly input: string,
  ) {}

  private peek(): Token {
    return this.tokens[this.i]!;
  }

  private next(): Token {
    return this.tokens[this.i++]!;
  }

  parse(): Node {
    const node = this.or();
    const t = this.peek();
    if (t.kind === ')') fail(t.at, t.text, 'a ")" without its "("');
    if (t.kind !== 'end') fail(t.at, t.text, 'expected AND or OR between two filters');
    return node;
  }

  // OR binds loosest, then AND, then NOT, as in SQL.
  private or(): Node {
    const first = this.and();
    const children = [first];
    while (isKeyword(this.peek(), 'OR')) {
      this.next();
      children.push(this.and());
    }
    return children.length === 1 ? first : { kind: 'or', children, at: first.at };
  }

  private and(): Node {
    const first = this.unary();
    const children = [first];
    // An AND is reported where its first keyword stands (the only place it can be refused: inside an OR).
    let at = -1;
    while (isKeyword(this.peek(), 'AND')) {
      const keyword = this.next();
      if (at < 0) at = keyword.at;
      children.push(this.unary());
    }
    return children.length === 1 ? first : { kind: 'and', children, at };
  }

  private unary(): Node {
    const t = this.peek();
    if (isKeyword(t, 'NOT')) {
      this.next();
      return { kind: 'not', child: this.unary(), at: t.at };
    }
    if (t.kind === '(') {
      this.next();
      const inner = this.or();
      const close = this.next();
      if (close.kind !== ')') fail(close.at, close.text, `the "(" at character ${t.at + 1} is not closed`);
      return inner;
    }
    return this.filter();
  }

  private filter(): Leaf {
    const name = this.next();
    if (name.kind === 'end') fail(name.at, name.text, 'a filter is missing here');
    if (name.kind !== 'word' && name.kind !== 'string') fail(name.at, name.text, 'expected a filter');
    if (name.kind === 'word' && ['AND', 'OR', 'TO'].includes(name.value)) {
      fail(name.at, name.text, `${name.value} must stand between two filters (quote it to use it as a value)`);
    }
    const attribute = name.value;
    const after = this.peek();
    if (after.kind !== ':' && after.kind !== 'op') {
      fail(name.at, name.text, 'a tag filter: the products have no tags; write attribute:value');
    }
    const problem = attributeProblem(attribute);
    if (problem) fail(name.at, name.text, problem);
    if (attribute === '_tags') fail(name.at, name.text, 'the products have no tags');
    this.next();

    if (after.kind === 'op') {
      const value = this.next();
      if (value.kind !== 'word' || !NUMBER.test(value.value)) {
        fail(value.at, value.text, `the value after "${after.value}" must be a number`);
      }
      const n = finite(value);
      return this.leaf(
        { kind: 'numeric', condition: { attribute, op: after.value as NumericOperator, value: n } },
        name.at,
        value,
      );
    }

    const value = this.next();
    if (value.kind !== 'word' && value.kind !== 'string') {
      fail(value.at, value.text, `a value must follow "${attribute}:" (quote it if it holds spaces or brackets)`);
    }
    if (isKeyword(this.peek(), 'TO')) {
      this.next();
      const upper = this.next();
      if (value.kind !== 'word' || !NUMBER.test(value.value)) {
        fail(value.at, value.text, 'a range must read "attribute:min TO max" with two numbers');
      }
      if (upper.kind !== 'word' || !NUMBER.test(upper.value)) {
        fail(upper.at, upper.text, 'a range must read "attribute:min TO max" with two numbers');
      }
      return this.leaf(
        { kind: 'numeric', condition: { attribute, op: 'range', min: finite(value), max: finite(upper) } },
        name.at,
        upper,
      );
    }
    if (value.kind === 'word' && ['AND', 'OR', 'NOT'].includes(value.value)) {
      fail(value.at, value.text, `${value.value} is an operator here; quote it to use it as a value`);
    }
    if (value.value.trim() === '') fail(value.at, value.text, 'the value is empty');
    return this.leaf({ kind: 'facet', condition: { attribute, value: value.value, negated: false } }, name.at, value);
  }

  private leaf(partial: Omit<Leaf, 'at' | 'text'>, at: number, last: Token): Leaf {
    return { ...partial, at, text: this.input.slice(at, last.at + last.text.length) } as Leaf;
  }
}

function finite(t: Token): number {
  const n = Number(t.value);
  if (!Number.isFinite(n)) fail(t.at, t.text, 'the number must be finite');
  return n;
}

function attributeProblem(attribute: string): string | null {
  if (attribute === '') return 'the attribute name is empty';
  if (!ATTRIBUTE.test(attribute)) return 'an attribute name may contain only letters, digits, "_" and "."';
  return null;
}

// ---- to an AND of OR groups ---------------------------------------------------------------------

/** The leaves of one OR group, each with the NOTs above it applied. */
function orGroup(node: Node, negated: boolean): Leaf[] {
  switch (node.kind) {
    case 'facet':
      return [negated ? { ...node, condition: { ...node.condition, negated: !node.condition.negated } } : node];
    case 'numeric':
      return [negated ? { ...node, condition: { ...node.condition, negated: !node.condition.negated } } : node];
    case 'not':
      if (node.child.kind === 'and' || node.child.kind === 'or') {
        fail(node.at, 'NOT', 'NOT applies to one filter, not to a group in parentheses');
      }
      return orGroup(node.child, !negated);
    case 'or':
      return node.children.flatMap((child) => orGroup(child, negated));
    case 'and':
      return fail(node.at, 'AND', 'an AND inside an OR group is not supported: write (A OR B) AND (C OR D)');
  }
}

function conjuncts(node: Node): Node[] {
  return node.kind === 'and' ? node.children.flatMap(conjuncts) : [node];
}

export function parseFiltersString(input: string | undefined | null): FiltersStringResult {
  const empty: ParsedFilters = { facet: [], numeric: [] };
  if (input === undefined || input === null || input.trim() === '') return { ok: true, value: empty };
  try {
    if (input.length > FILTERS_MAX_LENGTH) {
      fail(FILTERS_MAX_LENGTH, '', `filters may be at most ${FILTERS_MAX_LENGTH} characters`);
    }
    const tree = new Parser(tokenize(input), input).parse();
    const out: ParsedFilters = { facet: [], numeric: [] };
    for (const conjunct of conjuncts(tree)) {
      const leaves = orGroup(conjunct, false);
      const numeric = leaves.find((l) => l.kind === 'numeric');
      const facet = leaves.find((l) => l.kind === 'facet');
      if (numeric && facet) {
        const second = leaves.indexOf(numeric) > leaves.indexOf(facet) ? numeric : facet;
        fail(
          second.at,
          second.text,
          `an OR group cannot mix numeric and facet filters ("${numeric.text}" OR "${facet.text}"); this engine, like Algolia, takes numeric and facet filters in separate groups`,
        );
      }
      if (numeric) out.numeric.push(leaves.map((l) => l.condition as NumericCondition));
      else out.facet.push(leaves.map((l) => l.condition as FacetCondition));
    }
    return { ok: true, value: out };
  } catch (error) {
    if (error instanceof FilterSyntaxError) return { ok: false, error: error.detail };
    throw error;
  }
}
