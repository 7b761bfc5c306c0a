// Composition root: picks the adapters named by the config and starts the server on them.
import type { Config } from './config.ts';
import type { Identity, User } from './domain/accounts/account.ts';
import { AccountService } from './domain/accounts/accountService.ts';
import { defaultThrottleLimits } from './domain/accounts/throttle.ts';
import type { CrmOptions } from './crmOptions.ts';
import { CustomerService } from './domain/customers/customerService.ts';
import { RetentionPurge } from './domain/customers/customerRetention.ts';
import { CustomerStatsService } from './domain/stats/customerStats.ts';
import { PresenceService } from './domain/presence/presence.ts';
import { WorkerService } from './domain/workers/workerService.ts';
import { TeamService } from './domain/team/teamService.ts';
import { SignInService } from './domain/signin/signInService.ts';
import { PasskeyService } from './domain/signin/passkeyService.ts';
import { smtpMailer } from './mail/smtpMailer.ts';
import { createSchema } from './graphql/schema.ts';
import { startHttpServer } from './http/server.ts';
import { FirebaseIdentity } from './identity/firebase/firebaseIdentity.ts';
import { LocalIdentity } from './identity/local/localIdentity.ts';
import { Passwords } from './identity/local/passwords.ts';
import { log } from './log.ts';
import { createMetrics } from './metrics.ts';
import { startTracing } from './tracing.ts';
import type { Services } from './services.ts';
import { openStores, type Stores } from './storesByConfig.ts';
import { openDatabase, type SqliteDatabase } from './stores/sqlite/database.ts';
import { scheduleBackups } from './stores/sqlite/backups.ts';
import { WebhookService } from './domain/webhooks/webhookService.ts';
import { WebhookDeliverer } from './domain/webhooks/webhookDelivery.ts';
import { SavedViewService } from './domain/views/savedViewService.ts';
import { TagService } from './domain/tags/tagService.ts';
import { CustomFieldService } from './domain/customFields/customFieldService.ts';
import { CompanyService } from './domain/companies/companyService.ts';
import { DuplicateService } from './domain/merge/duplicateService.ts';
import { ActivityService } from './domain/activities/activityService.ts';
import { TimelineService } from './domain/activities/timelineService.ts';
import { CompanyTimelineService } from './domain/companies/companyTimelineService.ts';
import { NotificationService } from './domain/notifications/notificationService.ts';
import { crmTasks } from './crmTasks.ts';
import {
  contactSource,
  customerSource,
  QuickSearchService,
  taskSource,
} from './domain/quickSearch/quickSearchService.ts';
import { httpWebhookSender, webhookUrlProblem } from './webhooks/webhookSender.ts';

export interface RunningCrm {
  url: string;
  port: number;
  /** Where GET /metrics is served when CRM_METRICS_PORT is set */
  metricsUrl?: string;
  close(): Promise<void>;
  services: Services;
}

export type { CrmOptions };

interface Accounts {
  identity: Identity;
  description: string;
  close(): Promise<void>;
}

/** The identity CRM_AUTH names: local accounts in the SQLite file, or Firebase Auth. */
function openIdentity(config: Config, db: SqliteDatabase, options: CrmOptions): Accounts {
  if (config.auth === 'firebase') {
    const firebase = new FirebaseIdentity({
      apiKey: config.firebaseApiKey!,
      emulatorHost: config.firebaseAuthEmulatorHost,
      publicUrl: config.publicUrl ?? 'http://localhost',
    });
    const where = config.firebaseAuthEmulatorHost ? `emulator at ${config.firebaseAuthEmulatorHost}` : 'Google';
    return {
      identity: firebase,
      description: `Firebase Auth (project ${firebase.projectId ?? 'from credentials'}, ${where})`,
      close: () => firebase.close(),
    };
  }
  const identity = new LocalIdentity(db, Date.now, new Passwords(options.passwordCost));
  return { identity, description: 'local', close: async () => undefined };
}

export async function startCrm(config: Config, options: CrmOptions = {}): Promise<RunningCrm> {
  // Local accounts live in the SQLite file whichever store holds the customers.
  const db = openDatabase(config.dataDir, { phoneRegion: config.phoneRegion });
  let stores: Stores | null = null;
  let identity: Accounts | null = null;
  let teamService: TeamService | null = null;
  let backups: { stop(): Promise<void> } | null = null;
  let stopDeliveries: (() => Promise<void>) | null = null;
  let purge: RetentionPurge | null = null;
  const tracing = config.otlpTracesUrl ? startTracing(config.otlpTracesUrl, config.otelServiceName) : null;
  try {
    const metrics = createMetrics();
    stores = openStores(config, db, metrics);
    identity = openIdentity(config, db, options);
    const accounts = identity.identity;
    // Known once listening when PORT is 0 and no CRM_PUBLIC_URL was given; links are made only after that.
    let publicUrl = config.publicUrl ?? '';
    const team = new TeamService(stores.team, {
      publicUrl: () => publicUrl,
      mailer: config.smtp && smtpMailer(config.smtp.url, config.smtp.from),
      seedDomains: config.signupEmailDomains,
      seedRegion: config.phoneRegion,
      endSessionsOf: (uid) => accounts.endSessionsOf(uid),
    });
    await team.start(() => accounts.listAccounts());
    const policyInForce = team.ignoredSeedPolicy();
    if (policyInForce) {
      log.warn(
        `CRM_SIGNUP_EMAIL_DOMAINS is ignored: it only seeds a team's first start. The sign-up policy in force is ${policyInForce}; change it on the Team page.`,
      );
    }
    teamService = team;
    // Phones without a country code are read in the region of whoever typed them: their own, else the team's.
    const readerRegion = (user: User | null) => team.phoneRegionOf(user?.uid);
    const throttle = options.throttle ?? defaultThrottleLimits;
    const signIns = new SignInService(accounts, stores.signIn, team, {
      publicUrl: () => publicUrl,
      mailer: config.smtp && smtpMailer(config.smtp.url, config.smtp.from),
      throttle,
      reportError: (message, error) => log.error(message, error),
    });
    // One sender (and its keep-alive connections) for "Send again" and the deliverer alike.
    const sender = httpWebhookSender({
      allowPrivate: config.webhooksAllowPrivate,
      deadlineMs: config.webhookDeadlineMs,
    });
    const deliverer = new WebhookDeliverer(stores.webhooks, sender, {
      retrySeconds: config.webhookRetrySeconds,
      pollMs: stores.webhookPollMs,
      // Longer than two sends may take, so a send always ends inside the claim it renewed.
      leaseMs: config.webhookDeadlineMs * 2.5,
      onDisabled: (hook, reason): Promise<void> => webhooks.disabled(hook, reason),
      onError: (error) => log.error('webhook delivery', error),
    });
    const webhooks: WebhookService = new WebhookService(stores.webhooks, team, {
      urlProblem: (url) => webhookUrlProblem(url, config.webhooksAllowPrivate),
      deliverer,
    });
    const notifications = new NotificationService(stores.notifications, (uid) => team.isActiveMember(uid));
    const tasks = crmTasks(stores, team, notifications, config, () => publicUrl, options.tasks);
    const tags = new TagService(stores.tags, stores.customers);
    const customFields = new CustomFieldService(stores.customFields);
    const companies = new CompanyService(stores.companies, stores.customers);
    const customers = new CustomerService(stores.customers, {
      phoneRegionOf: readerRegion,
      presence: new PresenceService(stores.presence),
      onErased: async (id) => void (await tasks.service.eraseOfCustomer(id)),
      activitiesOf: stores.activities.forCustomer.bind(stores.activities),
      owners: team,
      tags,
      customFields,
      companies,
      onOwnerGiven: async ({ ownerUid, by, customerId }) =>
        void (await notifications.notify({ uid: ownerUid, kind: 'CUSTOMER_ASSIGNED', byUid: by?.uid, customerId })),
    });
    const services: Services = {
      accounts: new AccountService(accounts, team, { throttle }, signIns),
      signIns,
      passkeys: new PasskeyService(accounts, stores.signIn, team, signIns, { publicUrl: () => publicUrl, throttle }),
      webhooks,
      team,
      customers,
      activities: new ActivityService(
        stores.activities,
        stores.customers,
        stores.team.members.bind(stores.team),
        notifications,
      ),
      timeline: new TimelineService(stores.activities, stores.customers, stores.tasks.ofCustomer.bind(stores.tasks)),
      companyTimeline: new CompanyTimelineService(stores.companyTimeline, companies),
      duplicates: new DuplicateService(stores.customers, readerRegion),
      workers: new WorkerService(stores.workers),
      savedViews: new SavedViewService(stores.savedViews, Date.now, tags, companies, customFields),
      tags,
      customFields,
      companies,
      stats: new CustomerStatsService(stores.customers, Date.now, () => team.defaults().timeZone),
      tasks: tasks.service,
      notifications,
      search: new QuickSearchService([
        customerSource(customers),
        contactSource(new WorkerService(stores.workers)),
        taskSource(tasks.service),
      ]),
    };
    purge = new RetentionPurge(services.customers, {
      days: () => team.retentionDays(),
      // One entry per run that erased any: how many, never who.
      audit: (count, days) =>
        team.record(
          null,
          null,
          'customers.purged',
          `${count} customer${count === 1 ? '' : 's'}`,
          `removed more than ${days} days ago`,
        ),
      onError: (error) => log.error('retention purge', error),
      ...options.retention,
    });
    purge.start();
    const purging = purge;
    // A new setting (from any process) purges at once rather than at the next interval.
    let purgeDays = team.retentionDays();
    team.onAccessChanged(() => {
      if (team.retentionDays() === purgeDays) return;
      purgeDays = team.retentionDays();
      purging.run().catch((error: unknown) => log.error('retention purge', error));
    });
    backups = config.backup ? scheduleBackups(db, config.backup) : null;
    deliverer.start();
    stopDeliveries = () => deliverer.close();
    const scheduled = backups;
    const server = await startHttpServer({
      config,
      schema: createSchema(),
      services,
      socketTimings: options.socketTimings,
      apiBudget: options.apiBudget,
      readiness: stores.ready,
      metrics,
    });
    publicUrl = server.publicUrl;
    log.info(
      `Staff CRM is running at ${server.publicUrl} (listening on ${server.url}; store: ${stores.description}; accounts: ${identity.description})`,
    );
    const opened = stores;
    const openedIdentity = identity;
    tasks.reminders.start();
    tasks.digest?.start(); // last: nothing after it can fail, so the clean-up below never has a digest to stop
    return {
      url: server.url,
      port: server.port,
      metricsUrl: server.metricsUrl,
      services,
      close: async () => {
        await tasks.digest?.close();
        await tasks.reminders.close();
        await purging.close();
        await deliverer.close();
        await scheduled?.stop();
        await server.close();
        services.customers.close();
        services.stats.close();
        team.close();
        await opened.close();
        await openedIdentity.close();
        db.close();
        await tracing?.shutdown();
      },
    };
  } catch (error) {
    await stopDeliveries?.();
    await purge?.close();
    teamService?.close();
    await backups?.stop();
    await tracing?.shutdown();
    await stores?.close();
    await identity?.close();
    db.close();
    throw error;
  }
}
