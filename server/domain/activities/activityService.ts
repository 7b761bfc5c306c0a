// Adding, editing and deleting a customer's activities: the rules of one, who may change which, and its webhook event.
import { randomBytes } from 'node:crypto';
import type { User } from '../accounts/account.ts';
import type { CustomerStore } from '../customers/customerStore.ts';
import { ForbiddenError, NotFoundError } from '../errors.ts';
import type { NotificationService } from '../notifications/notificationService.ts';
import { newWebhookEventId, type WebhookEvent } from '../webhooks/webhook.ts';
import {
  activityMessages,
  checkedActivity,
  checkedBody,
  mentionedUids,
  type Activity,
  type ActivityKind,
} from './activity.ts';
import type { ActivityStore } from './activityStore.ts';

export interface ActivityInput {
  customerId: string;
  kind?: ActivityKind | null;
  body: string;
  at?: string | null;
}

/** Who is writing, and whether their role lets them change others' activities (graphql/fieldAccess.ts). */
export interface ActivityEditor extends User {
  mayManageOthers: boolean;
}

/** The activity as webhook receivers get it: no mentions (uids mean nothing outside), times as ISO 8601. */
const activityData = (activity: Activity) => ({
  id: activity.id,
  customerId: activity.customerId,
  kind: activity.kind,
  body: activity.body,
  at: new Date(activity.at).toISOString(),
  author: activity.author && { uid: activity.author.uid, email: activity.author.email },
});

export function activityCreatedEvent(activity: Activity): WebhookEvent {
  return {
    id: newWebhookEventId(),
    type: 'activity.created',
    at: activity.createdAt,
    customerId: activity.customerId,
    data: { activity: activityData(activity) },
  };
}

export class ActivityService {
  constructor(
    private readonly store: ActivityStore,
    private readonly customers: Pick<CustomerStore, 'get'>,
    /** The team's members, for mentions (active or not: a mention of a former member still names them) */
    private readonly members: () => Promise<readonly User[]>,
    /** Tells a member they were mentioned (never the author themselves: the notifier skips one's own acts) */
    private readonly notifications: Pick<NotificationService, 'notify'> | null = null,
    private readonly now: () => number = Date.now,
  ) {}

  get(id: string): Promise<Activity | null> {
    return this.store.get(id);
  }

  /** Adds an activity by `author` to an existing customer (NOT_FOUND else), with its activity.created event. */
  async add(author: User, input: ActivityInput): Promise<Activity> {
    const now = this.now();
    const { body, at } = checkedActivity(input, now);
    if (!(await this.customers.get(input.customerId))) throw new NotFoundError('customer', input.customerId);
    const activity: Activity = {
      id: `act_${randomBytes(12).toString('base64url')}`,
      customerId: input.customerId,
      kind: input.kind ?? 'NOTE',
      body,
      at,
      author: { uid: author.uid, email: author.email },
      createdAt: now,
      editedAt: null,
      mentions: mentionedUids(body, await this.members()),
    };
    const saved = await this.store.put(activity, activityCreatedEvent(activity));
    await this.tellMentioned(saved, []);
    return saved;
  }

  /** A MENTIONED notification to each member the text names who was not named before (an edit adds only new ones). */
  private async tellMentioned(activity: Activity, before: readonly string[]): Promise<void> {
    if (!this.notifications) return;
    const fresh = activity.mentions.filter((uid) => !before.includes(uid));
    for (const uid of fresh)
      await this.notifications.notify({
        uid,
        kind: 'MENTIONED',
        byUid: activity.author?.uid ?? null,
        customerId: activity.customerId,
        activityId: activity.id,
      });
  }

  /** Changes an activity's text (its author, or an owner or admin); its mentions follow the new text. */
  async update(editor: ActivityEditor, id: string, body: string): Promise<Activity> {
    const text = checkedBody(body);
    const activity = await this.mayChange(editor, id);
    const saved = await this.store.put({
      ...activity,
      body: text,
      editedAt: this.now(),
      mentions: mentionedUids(text, await this.members()),
    });
    await this.tellMentioned(saved, activity.mentions);
    return saved;
  }

  async remove(editor: ActivityEditor, id: string): Promise<boolean> {
    await this.mayChange(editor, id);
    return this.store.remove(id);
  }

  private async mayChange(editor: ActivityEditor, id: string): Promise<Activity> {
    const activity = await this.store.get(id);
    if (!activity) throw new NotFoundError('activity', id);
    if (activity.author?.uid !== editor.uid && !editor.mayManageOthers)
      throw new ForbiddenError(activityMessages.notYours);
    return activity;
  }
}
