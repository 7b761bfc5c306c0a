// Saving, listing and deleting the customers list's views: the rules of a view, and who may change which.
import { randomBytes } from 'node:crypto';
import { ForbiddenError, InvalidInputError, NotFoundError } from '../errors.ts';
import type { CustomerFilter } from '../customers/customer.ts';
import type {
  CustomerListOrder as CustomerOrder,
  CustomerListSortField as CustomerSortField,
  SortDirection,
} from '../ordering.ts';
import { tooLongMessage, type FieldErrors } from '../fieldRules.ts';
import { customerColumnKeys, isListColumnKey, savedViewLimits, type SavedView } from './savedView.ts';
import type { SavedViewStore } from './savedViewStore.ts';
import { tagSet } from '../customers/customer.ts';
import { noTags, type TagDirectory } from '../tags/customerTags.ts';
import { tagMessages } from '../tags/tag.ts';
import { noCompanies, type CompanyDirectory } from '../companies/customerCompanies.ts';
import { companyMessages } from '../companies/company.ts';
import { orderColumnOf } from '../ordering.ts';
import { noCustomFields, type CustomFieldDirectory } from '../customFields/customFieldService.ts';
import type { CustomFieldFilterInput } from '../customFields/fieldFilters.ts';
import { checkedViewFields } from './viewFields.ts';

export interface SavedViewInput {
  id?: string | null;
  name: string;
  shared?: boolean | null;
  filter: CustomerFilter;
  search?: string | null;
  tagIds?: readonly string[] | null;
  companyId?: string | null;
  customerOwner?: string | null;
  fieldFilters?: readonly CustomFieldFilterInput[] | null;
  orderBy?: readonly { field: CustomerSortField; direction?: SortDirection | null; fieldKey?: string | null }[] | null;
  columns: readonly string[];
}

/**
 * Who is saving, and what their role lets them do with views beyond their own personal ones (graphql/fieldAccess.ts).
 */
export interface ViewEditor {
  uid: string;
  email: string;
  /** May save a view shared with the team */
  mayShare: boolean;
  /** May change or delete a shared view someone else saved */
  mayManageShared: boolean;
}

export const savedViewMessages = {
  name: 'Please name the view',
  columns: 'Choose at least one column',
  sameColumn: 'Choose each column once',
  sameSortField: 'Sort by each column once',
  tooMany: `You can keep at most ${savedViewLimits.perPerson} views: delete one first`,
  share: 'Your role (viewer) can keep views for yourself but not share them with the team.',
  notYours: 'Only the person who saved this view can change it; the owner and admins can also change shared views.',
} as const;

// Half of a surrogate pair with no other half: storage in UTF-8 cannot keep it.
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The input's view, checked: every rule that fails is named in one BAD_USER_INPUT. */
export function checkedView(
  input: SavedViewInput,
): Pick<SavedView, 'name' | 'filter' | 'search' | 'customerOwner' | 'orderBy' | 'columns'> {
  const errors: FieldErrors = {};
  const name = input.name.trim();
  if (!name) errors.name = savedViewMessages.name;
  else if (name.length > savedViewLimits.nameMax) errors.name = tooLongMessage(savedViewLimits.nameMax);
  else if (loneSurrogate.test(name)) errors.name = 'Please remove the invalid characters';
  const search = input.search?.trim() ? input.search : null;
  if (search && search.length > savedViewLimits.searchMax) errors.search = tooLongMessage(savedViewLimits.searchMax);
  else if (search && loneSurrogate.test(search)) errors.search = 'Please remove the invalid characters';
  const customerOwner = input.customerOwner?.trim() || null;
  if (customerOwner && customerOwner.length > savedViewLimits.customerOwnerMax)
    errors.customerOwner = tooLongMessage(savedViewLimits.customerOwnerMax);
  const unknown = input.columns.filter((key) => !isListColumnKey(key));
  if (!input.columns.length) errors.columns = savedViewMessages.columns;
  else if (unknown.length)
    errors.columns = `Unknown column: ${unknown.join(', ')} (known: ${customerColumnKeys.join(', ')}, field:<key>)`;
  else if (new Set(input.columns).size !== input.columns.length) errors.columns = savedViewMessages.sameColumn;
  const orderBy: CustomerOrder[] = (input.orderBy ?? []).map(({ field, direction, fieldKey }) => ({
    field,
    direction: direction ?? 'ASC',
    ...(field === 'CUSTOM' && { fieldKey: fieldKey ?? null }),
  }));
  if (new Set(orderBy.map(orderColumnOf)).size !== orderBy.length) errors.orderBy = savedViewMessages.sameSortField;
  if (Object.keys(errors).length) throw new InvalidInputError(errors);
  const columns = input.columns.filter(isListColumnKey);
  return { name, filter: input.filter, search, customerOwner, orderBy, columns };
}

/** May `editor` change or delete `view`? Its owner may; for a shared view, so may an owner or admin of the team. */
export const mayChange = (view: SavedView, editor: ViewEditor) =>
  view.owner.uid === editor.uid || (view.shared && editor.mayManageShared);

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

export class SavedViewService {
  constructor(
    private readonly store: SavedViewStore,
    private readonly now: () => number = Date.now,
    /** Which tags exist: a view's tag filter names only those */
    private readonly tags: TagDirectory = noTags,
    /** Which companies exist: a view's company filter names one of those */
    private readonly companies: CompanyDirectory = noCompanies,
    /** The team's custom fields: a view's field columns, order and filters name active ones */
    private readonly customFields: CustomFieldDirectory = noCustomFields,
  ) {}

  /** The viewer's own views and the team's shared ones, by name as people read it (case aside, numbers by value). */
  async list(uid: string): Promise<SavedView[]> {
    const views = await this.store.visibleTo(uid);
    return views.sort((a, b) => byName.compare(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  }

  /** Creates a view (no id) or updates one the editor may change; its owner stays who saved it first. */
  async save(editor: ViewEditor, input: SavedViewInput): Promise<SavedView> {
    const checked = checkedView(input);
    const fieldFilters = await checkedViewFields(this.customFields, { ...checked, fieldFilters: input.fieldFilters });
    const tagIds = tagSet(input.tagIds ?? []);
    if ((await this.tags.unknown(tagIds)).length) throw new InvalidInputError({ tagIds: tagMessages.unknown });
    const companyId = input.companyId || null;
    if (companyId && !(await this.companies.exists(companyId)))
      throw new InvalidInputError({ companyId: companyMessages.unknown });
    const shared = input.shared ?? false;
    const existing = input.id ? await this.store.get(input.id) : null;
    if (input.id && !existing) throw new NotFoundError('view', input.id);
    if (existing && !mayChange(existing, editor)) throw new ForbiddenError(savedViewMessages.notYours);
    if (shared && !editor.mayShare) throw new ForbiddenError(savedViewMessages.share);
    const at = this.now();
    if (!existing && (await this.store.countOwnedBy(editor.uid)) >= savedViewLimits.perPerson) {
      throw new InvalidInputError({ name: savedViewMessages.tooMany });
    }
    return this.store.put({
      id: existing?.id ?? `view_${randomBytes(12).toString('base64url')}`,
      owner: existing?.owner ?? { uid: editor.uid, email: editor.email },
      shared,
      ...checked,
      tagIds,
      companyId,
      fieldFilters,
      createdAt: existing?.createdAt ?? at,
      updatedAt: at,
    });
  }

  async remove(editor: ViewEditor, id: string): Promise<boolean> {
    const view = await this.store.get(id);
    if (!view) throw new NotFoundError('view', id);
    if (!mayChange(view, editor)) throw new ForbiddenError(savedViewMessages.notYours);
    return this.store.remove(id);
  }
}
