import type { AccountService } from './domain/accounts/accountService.ts';
import type { CustomerService } from './domain/customers/customerService.ts';
import type { DuplicateService } from './domain/merge/duplicateService.ts';
import type { WorkerService } from './domain/workers/workerService.ts';
import type { TeamService } from './domain/team/teamService.ts';
import type { SignInService } from './domain/signin/signInService.ts';
import type { PasskeyService } from './domain/signin/passkeyService.ts';
import type { WebhookService } from './domain/webhooks/webhookService.ts';
import type { SavedViewService } from './domain/views/savedViewService.ts';
import type { TagService } from './domain/tags/tagService.ts';
import type { CustomFieldService } from './domain/customFields/customFieldService.ts';
import type { CompanyService } from './domain/companies/companyService.ts';
import type { ActivityService } from './domain/activities/activityService.ts';
import type { TimelineService } from './domain/activities/timelineService.ts';
import type { CompanyTimelineService } from './domain/companies/companyTimelineService.ts';
import type { CustomerStatsService } from './domain/stats/customerStats.ts';
import type { TaskService } from './domain/tasks/taskService.ts';
import type { NotificationService } from './domain/notifications/notificationService.ts';
import type { QuickSearchService } from './domain/quickSearch/quickSearchService.ts';

export interface Services {
  accounts: AccountService;
  customers: CustomerService;
  /** The Duplicates view's groups, merges and "not duplicates" marks */
  duplicates: DuplicateService;
  workers: WorkerService;
  team: TeamService;
  signIns: SignInService;
  passkeys: PasskeyService;
  webhooks: WebhookService;
  savedViews: SavedViewService;
  /** The team's tags (admins define them; customers carry them) */
  tags: TagService;
  /** The team's custom fields (admins define them; customers hold values) */
  customFields: CustomFieldService;
  /** The companies customers work at (members add them; customers belong to one) */
  companies: CompanyService;
  /** What the team writes about each customer */
  activities: ActivityService;
  /** A customer's activities and history in one list, live */
  timeline: TimelineService;
  /** The same of all of a company's people */
  companyTimeline: CompanyTimelineService;
  /** The dashboard's counts and latest changes */
  stats: CustomerStatsService;
  /** Tasks: the Tasks screen, "My tasks" and a customer's tasks */
  tasks: TaskService;
  /** Each member's own notifications, live */
  notifications: NotificationService;
  /** The top bar's search over customers and contacts */
  search: QuickSearchService;
}
