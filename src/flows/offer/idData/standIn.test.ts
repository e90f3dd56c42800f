import { describe, expect, it } from 'vitest';
import { standInKey, standInStart, type StandIn } from './standIn.ts';

const options = [
  { value: 'DE', label: 'Deutschland' },
  { value: 'AT', label: 'Österreich' },
  { value: 'TR', label: 'Türkei' },
  { value: 'TM', label: 'Turkmenistan' },
];
const typed = (search: string): StandIn => ({ ...standInStart, search, opened: true });

describe('the nationality list stand-in', () => {
  it('moves with the arrow keys within the matching options, and opens', () => {
    const down = standInKey(standInStart, 'ArrowDown', options);
    expect(down).toEqual({ next: { ...standInStart, moves: 1, opened: true }, consumed: true });
    const atEnd = standInKey({ ...typed('k'), moves: 2 }, 'ArrowDown', options);
    expect(atEnd.next.moves).toBe(2);
    expect(standInKey({ ...typed(''), moves: 1 }, 'ArrowUp', options).next.moves).toBe(1);
  });

  it('chooses the option arrowed to with Enter, and shows it instead of the text', () => {
    const { next, chosen, consumed } = standInKey({ ...typed('k'), moves: 2 }, 'Enter', options);
    expect(chosen).toBe('TM');
    expect(consumed).toBe(true);
    expect(next).toMatchObject({ search: undefined, moves: 0, opened: false });
  });

  it('chooses with Enter a nationality typed out in full, or the only one matching', () => {
    expect(standInKey(typed('türkei'), 'Enter', options).chosen).toBe('TR');
    expect(standInKey(typed('Öster'), 'Enter', options).chosen).toBe('AT');
    // "Tür" is in Türkei alone, but folded it is in Turkmenistan too: no choice is made.
    expect(standInKey(typed('tur'), 'Enter', options).chosen).toBeUndefined();
  });

  it('keeps the text and stays open when Enter finds nothing to choose', () => {
    const { next, chosen, consumed } = standInKey(typed('xyz'), 'Enter', options);
    expect(chosen).toBeUndefined();
    expect(consumed).toBe(true);
    expect(next).toMatchObject({ search: 'xyz', opened: true });
  });

  it('lets Enter send the form while closed, and closes on Escape', () => {
    expect(standInKey(standInStart, 'Enter', options)).toEqual({
      next: standInStart,
      consumed: false,
    });
    const { next, consumed } = standInKey({ ...typed('t'), moves: 1 }, 'Escape', options);
    expect(next).toMatchObject({ moves: 0, opened: false, search: 't' });
    expect(consumed).toBe(false);
  });
});
