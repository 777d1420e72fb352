import { randomUUID } from 'node:crypto';
import type { MessageType } from '#domain/message-types.ts';
import type { Tone } from '#domain/tones.ts';
import type { Db } from '#server/db/client.ts';
import { messages, messageSuggestions } from '#server/db/schema/index.ts';
import { personalWorkspaceId } from '#server/middleware/require-workspace.ts';

/**
 * A long history for one user, written straight into the tables in large batches (seconds,
 * not the minutes 10,000 generations through the API would take). Names, roles, tones and
 * types vary so a search matches a realistic fraction of the rows.
 */

const FIRST = ['Priya', 'Jonas', 'Amara', 'Mateo', 'Yuki', 'Chloé', 'Omar', 'Ines', 'Kofi', 'Lena'];
const LAST = ['Sharma', 'Berg', 'Okafor', 'Rossi', 'Tanaka', 'Martin', 'Haddad', 'Silva', 'Mensah'];
const ROLES = [
  'Data Engineer',
  'Product Designer',
  'Account Executive',
  'Support Lead',
  'Backend Developer',
  'Marketing Manager',
  'Recruiter',
  'Finance Analyst',
];
const TONES: Tone[] = [
  'warm_professional',
  'excited_fun',
  'casual_concise',
  'inspiring_motivational',
];
const TYPES: MessageType[] = ['welcome', 'promotion', 'achievements'];

/**
 * The searches the benchmark sends, from narrow to broad: a role (one row in eight), a tone
 * label (one in four, matched by value), and a single letter (nearly every row, too short
 * for the trigram index).
 */
export const SEARCH_TERMS = ['designer', 'excited', 'a'];

// Rows per INSERT: PostgreSQL allows 65,535 parameters per statement.
const BATCH = 1000;
const DAY_MS = 86_400_000;

export async function seedHistory(db: Db, userId: string, count: number): Promise<void> {
  const now = Date.now();
  const workspaceId = await personalWorkspaceId(db, userId);
  for (let start = 0; start < count; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, k) => {
      const i = start + k;
      const name = `${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]}`;
      const role = ROLES[(i * 3) % ROLES.length]!;
      const tone = TONES[i % TONES.length]!;
      const messageType = TYPES[(i * 5) % TYPES.length]!;
      return {
        id: randomUUID(),
        userId,
        workspaceId,
        newHireName: name,
        role,
        tone,
        messageType,
        input: { newHireName: name, role, tone, messageType, length: 'medium' },
        writer: 'composer',
        model: 'herald-composer-1',
        // Spread over two years, newest first, so the page-1 sort has real work to do.
        createdAt: new Date(now - i * ((2 * 365 * DAY_MS) / count)),
      };
    });
    await db.insert(messages).values(rows);
    await db.insert(messageSuggestions).values(
      rows.flatMap((row) =>
        [0, 1, 2].map((position) => ({
          messageId: row.id,
          position,
          suggestionText: `Option ${position + 1}: please welcome ${row.newHireName}, our new ${row.role}. ${'We are glad to have them on the team. '.repeat(3)}`,
          createdAt: row.createdAt,
          updatedAt: row.createdAt,
        })),
      ),
    );
  }
}
