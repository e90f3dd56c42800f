import { expect, it } from 'vitest';

/**
 * A table test over every value of a list (every error code, every offer type): first that
 * the table has a row for each value and for no other, then one test per row, named by
 * `title` (`%s` the value, then the row's cells). For tests; not shipped.
 */
export function itForEveryKey<Key extends string, Row extends unknown[]>(
  keys: readonly Key[],
  table: Record<Key, Row>,
  title: string,
  test: (key: Key, ...row: Row) => void,
): void {
  it('has a row for every value and no other', () => {
    expect(Object.keys(table).sort()).toEqual([...keys].sort());
  });
  it.each<[Key, ...Row]>(keys.map((key) => [key, ...table[key]]))(title, test);
}
