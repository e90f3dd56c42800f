import { parseAst } from 'vite';
import {
  blank,
  browserCut,
  isNode,
  isProperty,
  propertyWithComma,
  visit,
  type Node,
} from './sourceCuts.ts';

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

/**
 * A contract module as the browser needs it: `describe(schema, 'text')` becomes
 * `(schema)`, a call's `summary: 'text'` becomes `summary: ''`, and its `example: { … }`
 * goes. The descriptions, summaries and examples are the OpenAPI document's and the
 * tests' (built in Node from the same modules); no page shows or reads them, and without
 * the examples the sample data they name is left out of the bundle too.
 */
export function withoutDescriptions(code: string): string {
  const cuts: [number, number][] = [];
  const summaries: [number, number][] = [];
  const examples: [number, number][] = [];
  visit(parseAst(code, { lang: 'ts' }) as unknown as Node, (node) => {
    if (isProperty(node, 'summary') && isText(node.value))
      summaries.push([node.value.start, node.value.end]);
    if (isProperty(node, 'example') && node.value.type === 'ObjectExpression')
      examples.push(propertyWithComma(code, node));
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
export const browserContract = () =>
  browserCut('telco:browser-contract', CONTRACT_MODULE, withoutDescriptions);
