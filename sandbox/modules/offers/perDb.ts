import type { Db } from '../../db.ts';

/**
 * One instance per database: tables are created and statements prepared once, however
 * many modules and requests ask for them.
 */
export function perDb<T>(create: (db: Db) => T): (db: Db) => T {
  const instances = new WeakMap<Db, T>();
  return (db) => {
    let instance = instances.get(db);
    if (instance === undefined) {
      instance = create(db);
      instances.set(db, instance);
    }
    return instance;
  };
}
