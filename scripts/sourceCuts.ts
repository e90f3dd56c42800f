/**
 * Cutting parts out of a module's source for the browser's bundle (scripts/browserContract.ts,
 * scripts/browserRoutes.ts): only spaces replace what goes, so every other position, and the
 * source map, stays right.
 */
import type { Plugin } from 'vite';

export interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

export const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

export function visit(node: Node, enter: (node: Node) => void): void {
  enter(node);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const item of value) if (isNode(item)) visit(item, enter);
    if (isNode(value)) visit(value, enter);
  }
}

/** Blanks [start, end) of `code`, keeping its line breaks, so nothing else moves. */
export const blank = (code: string, start: number, end: number) =>
  code.slice(0, start) + code.slice(start, end).replace(/[^\n]/g, ' ') + code.slice(end);

/** A property `name: value` of an object literal, its value a node. */
export const isProperty = (node: Node, name: string): node is Node & { value: Node } => {
  const key = node['key'];
  return (
    node.type === 'Property' &&
    isNode(key) &&
    key.type === 'Identifier' &&
    key['name'] === name &&
    isNode(node['value'])
  );
};

/** Where a property of `code` is, with the comma after it: without both the object stays valid. */
export function propertyWithComma(code: string, node: Node): [number, number] {
  const comma = /^\s*,/.exec(code.slice(node.end));
  return [node.start, node.end + (comma?.[0].length ?? 0)];
}

/** A plugin that hands the browser's bundle the modules named by `files` as `cut` leaves them. */
export const browserCut = (name: string, files: RegExp, cut: (code: string) => string): Plugin => ({
  name,
  enforce: 'pre',
  // Vitest runs the jsdom tests in the client environment, and they read what goes.
  apply: (_config, { mode }) => mode !== 'test',
  transform(code, id) {
    if (this.environment.name !== 'client' || !files.test(id.split('?')[0] ?? '')) return undefined;
    return { code: cut(code), map: null };
  },
});
