import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { WORKSPACE_HEADER, type WorkspaceRole } from '#domain/workspaces.ts';
import { member } from '#server/db/schema/index.ts';
import { createUser, makePro, userIdOf, type TestUser } from './accounts.ts';
import { testDb, type TestServer } from './test-server.ts';

/** A signed-in person with their account id. */
export type Person = TestUser & { id: string };

/** A request as `who`, in `workspace` (the personal one when empty), with a JSON body. */
export function callAs(
  server: TestServer,
  who: TestUser,
  method: string,
  path: string,
  body?: unknown,
  workspace = '',
) {
  return server.fetch(path, {
    method,
    headers: {
      cookie: who.cookie,
      ...(workspace ? { [WORKSPACE_HEADER]: workspace } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/**
 * The JSON of a response that must have `status` (its body shown when it has not); null for an
 * empty body (204).
 */
export async function jsonOf<T>(res: Response, status = 200): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return (text ? JSON.parse(text) : null) as T;
}

export async function person(server: TestServer, name: string, email?: string): Promise<Person> {
  const user = await createUser(server, { name, email });
  return { ...user, id: await userIdOf(await testDb(server), user.email) };
}

/** A team workspace of a Pro owner, with these others in it as members of these roles. */
export async function proTeam(
  server: TestServer,
  owner: Person,
  others: [Person, WorkspaceRole][],
): Promise<string> {
  await makePro(await testDb(server), owner.email);
  const { workspace } = await jsonOf<{ workspace: { id: string } }>(
    await callAs(server, owner, 'POST', '/api/workspaces', {
      name: `Team ${randomUUID().slice(0, 4)}`,
    }),
    201,
  );
  const db = await testDb(server);
  for (const [other, role] of others)
    await db
      .insert(member)
      .values({ id: randomUUID(), organizationId: workspace.id, userId: other.id, role });
  return workspace.id;
}
