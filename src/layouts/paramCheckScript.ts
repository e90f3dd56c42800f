import { createHash } from 'node:crypto';
import { paramRules } from '../routes.ts';

/**
 * Runs first in the head of every token page (`/angebot/{token}/…`, `/idv/{token}/…`): checks
 * the address against the route's parameter rules (src/routes.ts, the route's path in the
 * script's `data-route`). A CDN's `_redirects` cannot test a token, so it serves the shell for
 * any segment (200), and nginx serves the shell as the 404 answer of a broken token; then this
 * script shows the 'Page Not Found: {path}' view the shell carries hidden, as the edge does
 * for its 404. Before anything else: no island of the page starts (the `astro-island` element
 * is defined inert before Astro's own, which Astro then leaves alone), so no call is sent with
 * a token that cannot exist. The path is set as text, never as markup. Inline, as it must run
 * before the first paint; the CSP allows it by its hash.
 */
const rules = `{${Object.entries(paramRules)
  .map(([name, rule]) => `${name}:${String(rule)}`)
  .join(',')}}`;

export const paramCheckScript =
  '(function(){' +
  `var r=${rules},t=document.currentScript.dataset.route.split("/").filter(Boolean),` +
  'p=location.pathname.split("/").filter(Boolean).slice(-t.length);' +
  'if(p.length==t.length&&t.every(function(s,i){if(s[0]!=":")return s==p[i];' +
  'try{return r[s.slice(1)].test(decodeURIComponent(p[i]))}catch(e){return false}}))return;' +
  'var d=document;d.documentElement.setAttribute("data-broken-link","");' +
  'customElements.define("astro-island",class extends HTMLElement{});' +
  'd.addEventListener("readystatechange",function(){' +
  'var v=d.querySelector("[data-not-found-view]"),s=d.querySelector("main>.screen");if(!v)return;' +
  'v.querySelector("[data-not-found-message]").textContent="Page Not Found: "+location.pathname;' +
  'd.title=v.dataset.title;v.hidden=false;if(s)s.remove()},{once:true})' +
  '})()';

export const paramCheckScriptHash: `sha256-${string}` = `sha256-${createHash('sha256')
  .update(paramCheckScript)
  .digest('base64')}`;
