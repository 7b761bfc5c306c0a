// What the composition root (server/crm.ts) gives the customer service beyond its store.
import type { User } from '../accounts/account.ts';
import type { PhoneRegion } from '../phones.ts';
import type { PresenceService } from '../presence/presence.ts';
import type { ActivitiesOf } from './personalData.ts';
import type { OwnerDirectory } from './customerOwners.ts';

export interface CustomerServiceOptions {
  /** Where a person's phones without a country code are from (their own region, else the team's) */
  phoneRegionOf?: (user: User | null) => PhoneRegion;
  presence?: PresenceService;
  /** What other areas keep about a customer (its tasks) goes with it when it is erased. */
  onErased?: (id: string) => Promise<void>;
  /** A customer's activities, for its data download (the store erases them with the customer) */
  activitiesOf?: ActivitiesOf;
  /** Who may own customers, and their emails (the team) */
  owners?: OwnerDirectory;
  /**
   * Someone made `ownerUid` the owner of `count` customers (`customerId`: the one, when one): the place to tell them.
   * Called once per save or bulk change, never for an owner kept.
   */
  onOwnerGiven?: (given: {
    ownerUid: string;
    by: User | null;
    customerId: string | null;
    count: number;
  }) => Promise<void>;
}
