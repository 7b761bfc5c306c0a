// The tasks bench's team: its tasks written straight into the data folder while no server runs (one SQLite
// transaction through the task store, so 100,000 take seconds), the viewer's spread over the screen's four groups.
import { randomBytes } from 'node:crypto';
import { newAutoId } from '../../../server/domain/autoId.ts';
import type { Task } from '../../../server/domain/tasks/task.ts';
import { openDatabase } from '../../../server/stores/sqlite/database.ts';
import { SqliteTaskStore } from '../../../server/stores/sqlite/sqliteTaskStore.ts';

const day = 24 * 60 * 60 * 1000;
const verbs = ['Call', 'Email', 'Send the offer to', 'Visit', 'Follow up with', 'Book a demo for'];

export interface TaskTeam {
  /** The signed-in member: the first `mine` tasks are theirs */
  viewerUid: string;
  /** Everyone else's tasks go round these members */
  otherUids: readonly string[];
  /** Who made the tasks given to someone else */
  createdBy: string;
}

/**
 * `total` tasks, `mine` of them the viewer's (all open: the screen shows open ones), the rest round the other members
 * with one in four done. Due dates (UTC, the team's default time zone): every tenth undated, two in ten today, the
 * others from 60 days ago to 60 days ahead; half are about one of the data folder's customers, every fifth has notes.
 */
export async function seedTasks(
  dataDir: string,
  total: number,
  mine: number,
  team: TaskTeam,
  now = Date.now(),
): Promise<void> {
  const db = openDatabase(dataDir);
  try {
    const customerIds = db
      .prepare<[], { id: string }>('SELECT id FROM customers LIMIT 1000')
      .all()
      .map(({ id }) => id);
    const store = new SqliteTaskStore(db);
    const todayStart = Math.floor(now / day) * day;
    db.exec('BEGIN');
    for (let i = 0; i < total; i++) {
      const viewers = i < mine;
      const assigneeUid = viewers ? team.viewerUid : team.otherUids[i % team.otherUids.length]!;
      const slot = i % 10;
      const dueAt =
        slot === 0
          ? null
          : slot <= 2
            ? todayStart + (8 + (i % 10)) * 60 * 60 * 1000
            : now + Math.floor((((i * 7919) % 1201) / 1200 - 0.5) * 120 * day);
      const done = !viewers && i % 4 === 3;
      const createdAt = now - (1 + (i % 90)) * day;
      const task: Task = {
        id: newAutoId(randomBytes),
        title: `${verbs[i % verbs.length]} customer ${i}`,
        notes: i % 5 === 0 ? 'They asked about the yearly plan; bring last year’s figures.' : null,
        dueAt,
        assigneeUid,
        customerId: i % 2 === 0 && customerIds.length ? customerIds[(i >> 1) % customerIds.length]! : null,
        done,
        doneAt: done ? now - (i % 30) * day : null,
        createdBy: i % 3 === 0 ? team.createdBy : assigneeUid,
        createdAt,
        updatedAt: createdAt,
      };
      await store.put(task, null);
    }
    db.exec('COMMIT');
  } finally {
    db.close();
  }
}
