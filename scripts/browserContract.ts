import { parseAst, type Plugin } from 'vite';

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

function visit(node: Node, enter: (node: Node) => void): void {
  enter(node);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const item of value) if (isNode(item)) visit(item, enter);
    if (isNode(value)) visit(value, enter);
  }
}

/** Blanks [start, end) of `code`, keeping its line breaks, so nothing else moves. */
const blank = (code: string, start: number, end: number) =>
  code.slice(0, start) + code.slice(start, end).replace(/[^\n]/g, ' ') + code.slice(end);

/** Writes `''` over [start, end) of `code` (a string of at least two characters), padded. */
const emptyString = (code: string, start: number, end: number) =>
  `${code.slice(0, start)}''${blank(code, start + 2, end).slice(start + 2)}`;

/** A string literal, a template without values, or a `+` of them: a text, nothing computed. */
function isText(node: Node): boolean {
  if (node.type === 'Literal') return typeof node['value'] === 'string';
  if (node.type === 'TemplateLiteral')
    return Array.isArray(node['expressions']) && node['expressions'].length === 0;
  const { left, right } = node;
  return (
    node.type === 'BinaryExpression' &&
    node['operator'] === '+' &&
    isNode(left) &&
    isNode(right) &&
    isText(left) &&
    isText(right)
  );
}

/** A property `name: value` of an object literal, its value a node. */
const isProperty = (node: Node, name: string): node is Node & { value: Node } => {
  const key = node['key'];
  return (
    node.type === 'Property' &&
    isNode(key) &&
    key.type === 'Identifier' &&
    key['name'] === name &&
    isNode(node['value'])
  );
};

/**
 * A contract module as the browser needs it: `describe(schema, 'text')` becomes
 * `(schema)`, a call's `summary: 'text'` becomes `summary: ''`, and its `example: { … }`
 * goes. The descriptions, summaries and examples are the OpenAPI document's and the
 * tests' (built in Node from the same modules); no page shows or reads them, and without
 * the examples the sample data they name is left out of the bundle too. Only spaces
 * replace them, so every other position, and the source map, stays right.
 */
export function withoutDescriptions(code: string): string {
  const cuts: [number, number][] = [];
  const summaries: [number, number][] = [];
  const examples: [number, number][] = [];
  visit(parseAst(code, { lang: 'ts' }) as unknown as Node, (node) => {
    if (isProperty(node, 'summary') && isText(node.value))
      summaries.push([node.value.start, node.value.end]);
    if (isProperty(node, 'example') && node.value.type === 'ObjectExpression') {
      // The property goes with the comma after it, so the object stays valid.
      const comma = /^\s*,/.exec(code.slice(node.end));
      examples.push([node.start, node.end + (comma?.[0].length ?? 0)]);
    }
    const callee = node['callee'];
    const args = node['arguments'];
    if (
      node.type !== 'CallExpression' ||
      !isNode(callee) ||
      callee.type !== 'Identifier' ||
      callee['name'] !== 'describe' ||
      !Array.isArray(args) ||
      args.length !== 2
    )
      return;
    const [schema] = args as Node[];
    // `describe(` → `(`, and `, 'text')` → `)`: what stays is the schema in parentheses.
    cuts.push([callee.start, callee.end], [schema!.end, node.end - 1]);
  });
  const described = cuts.reduce((out, [start, end]) => blank(out, start, end), code);
  const summarised = summaries.reduce(
    (out, [start, end]) => emptyString(out, start, end),
    described,
  );
  // Last: an example could hold a text the steps above rewrote.
  return examples.reduce((out, [start, end]) => blank(out, start, end), summarised);
}

const CONTRACT_MODULE = /\/src\/api\/contract\/(?:[\w/]+\/)?(?![\w]+\.test\.ts$)[\w]+\.ts$/;

/** Applies `withoutDescriptions` to the contract's modules in the browser's bundle. */
export function browserContract(): Plugin {
  return {
    name: 'telco:browser-contract',
    enforce: 'pre',
    // Vitest runs the jsdom tests in the client environment, and they read the examples.
    apply: (_config, { mode }) => mode !== 'test',
    transform(code, id) {
      if (this.environment.name !== 'client' || !CONTRACT_MODULE.test(id.split('?')[0] ?? ''))
        return undefined;
      return { code: withoutDescriptions(code), map: null };
    },
  };
}
