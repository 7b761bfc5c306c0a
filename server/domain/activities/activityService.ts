// Adding, editing and deleting a customer's activities: the rules of one, who may change which, and its webhook event.
import { randomBytes } from 'node:crypto';
import type { User } from '../accounts/account.ts';
import type { CustomerStore } from '../customers/customerStore.ts';
import { ForbiddenError, NotFoundError } from '../errors.ts';
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
    private readonly now: () => number = Date.now,
  ) {}

  get(id: string): Promise<Activity | null> {
    return this.store.get(id);
  }

  /**
   * Adds an activity by `author` to an existing customer (NOT_FOUND else), with its activity.created event. The place
   * to tell mentioned members (a MENTIONED notification): the answer's `mentions`, its author and customer.
   */
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
    return this.store.put(activity, activityCreatedEvent(activity));
  }

  /** Changes an activity's text (its author, or an owner or admin); its mentions follow the new text. */
  async update(editor: ActivityEditor, id: string, body: string): Promise<Activity> {
    const text = checkedBody(body);
    const activity = await this.mayChange(editor, id);
    return this.store.put({
      ...activity,
      body: text,
      editedAt: this.now(),
      mentions: mentionedUids(text, await this.members()),
    });
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
