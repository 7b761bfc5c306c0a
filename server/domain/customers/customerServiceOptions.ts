// What the composition root (server/crm.ts) gives the customer service beyond its store.
import type { User } from '../accounts/account.ts';
import type { PhoneRegion } from '../phones.ts';
import type { PresenceService } from '../presence/presence.ts';
import type { ActivitiesOf } from './personalData.ts';
import type { OwnerDirectory, OwnerGiven } from './customerOwners.ts';
import type { TagDirectory } from '../tags/customerTags.ts';
import type { CustomFieldDirectory } from '../customFields/customFieldService.ts';
import type { CompanyDirectory } from '../companies/customerCompanies.ts';

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
  /** Tells a member someone else made them an owner (customerOwners.ts) */
  onOwnerGiven?: OwnerGiven;
  /** Which tags exist (the team's tags: tags/tagService.ts) */
  tags?: TagDirectory;
  /** The team's custom fields, which a save's values must fit (customFields/customFieldService.ts) */
  customFields?: CustomFieldDirectory;
  /** Which companies exist, and their names (companies/companyService.ts) */
  companies?: CompanyDirectory;
}
