// The tasks' parts as the composition root (crm.ts) assembles them: the service over the task store, and the daily
// digest when mail is set up.
import type { Config } from './config.ts';
import type { CustomerStore } from './domain/customers/customerStore.ts';
import { TaskDigest } from './domain/tasks/taskDigest.ts';
import { TaskService } from './domain/tasks/taskService.ts';
import type { TaskStore } from './domain/tasks/taskStore.ts';

export type { TaskStore };
import type { TeamService } from './domain/team/teamService.ts';
import { log } from './log.ts';
import { smtpMailer } from './mail/smtpMailer.ts';

export interface TaskOptions {
  /** The tasks' clock (due buckets, the digest): tests set their own "now" */
  now?: () => number;
  /** How often the digest looks whether it is time (a minute unless a test wants sooner) */
  digestIntervalMs?: number;
}

function taskService(store: TaskStore, customers: CustomerStore, team: TeamService, options: TaskOptions) {
  return new TaskService(store, {
    memberOf: (uid) => team.memberOrNull(uid),
    customerExists: async (id) => (await customers.get(id)) !== null,
    timeZone: () => team.defaults().timeZone,
    now: options.now,
  });
}

/** The digest, not started yet; null without SMTP. `publicUrl` is read as each mail goes out. */
function taskDigest(
  store: TaskStore,
  team: TeamService,
  config: Config,
  publicUrl: () => string,
  options: TaskOptions,
): TaskDigest | null {
  if (!config.smtp) return null;
  return new TaskDigest(store, {
    mailer: smtpMailer(config.smtp.url, config.smtp.from),
    hour: config.digestHour,
    members: () => team.activeMembers(),
    localeOf: (member) => team.mailLocaleOf(member.email),
    timeZone: () => team.defaults().timeZone,
    tasksUrl: () => `${publicUrl()}/dashboard/tasks`,
    onError: (error) => log.error('task digest', error),
    now: options.now,
    intervalMs: options.digestIntervalMs,
  });
}

export interface CrmTasks {
  service: TaskService;
  /** Started once the server listens (its links need the address); null without SMTP */
  digest: TaskDigest | null;
}

export function crmTasks(
  stores: { tasks: TaskStore; customers: CustomerStore },
  team: TeamService,
  config: Config,
  publicUrl: () => string,
  options: TaskOptions = {},
): CrmTasks {
  return {
    service: taskService(stores.tasks, stores.customers, team, options),
    digest: taskDigest(stores.tasks, team, config, publicUrl, options),
  };
}
