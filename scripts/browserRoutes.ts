import { parseAst } from 'vite';
import {
  blank,
  browserCut,
  isProperty,
  propertyWithComma,
  visit,
  type Node,
} from './sourceCuts.ts';

/**
 * The route table as the browser needs it: each route's `module`, `texts` and `footerLink`
 * (what its screen shows, `ScreenDef` in src/routes.ts) go. Only the build reads them, to
 * write each screen's page (scripts/screenPages.ts), hand its island its texts
 * (src/flows/islandPages.ts) and link the footer (src/routing/footer.ts); links and address
 * matching in the browser read the rest.
 */
export function withoutScreenDefs(code: string): string {
  const cuts: [number, number][] = [];
  visit(parseAst(code, { lang: 'ts' }) as unknown as Node, (node) => {
    if (isProperty(node, 'module') || isProperty(node, 'texts') || isProperty(node, 'footerLink'))
      cuts.push(propertyWithComma(code, node));
  });
  return cuts.reduce((out, [start, end]) => blank(out, start, end), code);
}

const ROUTE_TABLE = /\/src\/routes\.ts$/;

/** Applies `withoutScreenDefs` to the route table in the browser's bundle. */
export const browserRoutes = () =>
  browserCut('telco:browser-routes', ROUTE_TABLE, withoutScreenDefs);
