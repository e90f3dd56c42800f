/**
 * The longest string a regular expression (JSON Schema `pattern`, anchored) can match, in
 * UTF-16 code units, or Infinity when a quantifier is open (`*`, `+`, `{n,}`). Covers what
 * the contract's patterns use: groups, alternation, classes, escapes, lookarounds, anchors
 * and counted quantifiers. A construct it does not know makes it answer Infinity, never
 * too little.
 */
export function regexMaxLength(pattern: string): number {
  let i = 0;

  const quantifier = (): [number, number] | undefined => {
    const ch = pattern[i];
    let range: [number, number] | undefined;
    if (ch === '?') range = [0, 1];
    else if (ch === '*') range = [0, Infinity];
    else if (ch === '+') range = [1, Infinity];
    else if (ch === '{') {
      const match = /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(i));
      if (!match) return undefined;
      const low = Number(match[1]);
      const high = match[2] === undefined ? low : match[3] ? Number(match[3]) : Infinity;
      i += match[0].length - 1;
      range = [low, high];
    }
    if (!range) return undefined;
    i += 1;
    // A lazy or possessive mark changes which match is taken, not how long one can be.
    if (pattern[i] === '?' || pattern[i] === '+') i += 1;
    return range;
  };

  const atom = (): number => {
    const ch = pattern[i];
    if (ch === '(') {
      i += 1;
      let lookaround = false;
      if (pattern[i] === '?') {
        const kind = /^\?(:|=|!|<=|<!|<[A-Za-z]\w*>)/.exec(pattern.slice(i));
        if (!kind) return Infinity;
        lookaround = ['=', '!', '<=', '<!'].includes(kind[1] ?? '');
        i += kind[0].length;
      }
      const inner = alternation();
      if (pattern[i] !== ')') return Infinity;
      i += 1;
      return lookaround ? 0 : inner;
    }
    if (ch === '[') {
      i += 1;
      if (pattern[i] === '^') i += 1;
      if (pattern[i] === ']') i += 1;
      while (i < pattern.length && pattern[i] !== ']') i += pattern[i] === '\\' ? 2 : 1;
      if (pattern[i] !== ']') return Infinity;
      i += 1;
      return 1;
    }
    if (ch === '\\') {
      const next = pattern[i + 1] ?? '';
      i += 2;
      if (/[bB]/.test(next)) return 0;
      if (next === 'u' && pattern[i] === '{') {
        const end = pattern.indexOf('}', i);
        if (end < 0) return Infinity;
        i = end + 1;
        return 2;
      }
      if (next === 'u') i += 4;
      else if (next === 'x') i += 2;
      else if (/[pP]/.test(next) && pattern[i] === '{') {
        const end = pattern.indexOf('}', i);
        if (end < 0) return Infinity;
        i = end + 1;
      }
      return 1;
    }
    if (ch === '^' || ch === '$') {
      i += 1;
      return 0;
    }
    i += 1;
    return 1;
  };

  const sequence = (): number => {
    let total = 0;
    while (i < pattern.length && pattern[i] !== '|' && pattern[i] !== ')') {
      const length = atom();
      const range = quantifier();
      total += range ? (range[1] === 0 ? 0 : length * range[1]) : length;
    }
    return total;
  };

  const alternation = (): number => {
    let longest = sequence();
    while (pattern[i] === '|') {
      i += 1;
      longest = Math.max(longest, sequence());
    }
    return longest;
  };

  const length = alternation();
  return i === pattern.length ? length : Infinity;
}
