import type { Db } from './client.ts';

/**
 * A statement built once per database handle and then only executed (Drizzle's `.prepare()`):
 * the hot reads of every signed-in request skip Drizzle's query building, and on PostgreSQL
 * the named statement is parsed once per connection (issue 23 item 2, ADR 059). `name` must
 * be unique in the app: node-postgres keeps one statement text per name and connection.
 */
export function preparedPerDatabase<T>(build: (db: Db, name: string) => T, name: string) {
  const built = new WeakMap<Db, T>();
  return (db: Db): T => {
    let statement = built.get(db);
    if (!statement) {
      statement = build(db, name);
      built.set(db, statement);
    }
    return statement;
  };
}
