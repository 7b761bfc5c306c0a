// The queries a screen's first load asks, with the variables it asks them with, for the screens whose page the server
// sends with their answers in it (server/http/pageData.ts, docs/decisions/answers-in-the-page.md). The build prints
// them as the app sends them (web/build/firstFramePages.ts); the app takes each answer once (pageDataLink.ts). A query
// listed here with other variables than its screen asks is answered by the server as before: a test holds the list
// to the requests (tests/e2e/pageData.test.ts).
import type { DocumentNode } from 'graphql';
import { InMemoryCache } from '@apollo/client';
import { print } from 'graphql';
import { dashboardRoutes } from '../shared/routes.ts';
import { operationNameOf } from '../shared/earlyQuery.ts';
import { CustomFieldsDocument } from '../shared/customFields/customFieldDocuments.ts';
import { TagsDocument } from '../shared/tags/tagDocuments.ts';
import { TeammatesDocument } from '../shared/teammates.ts';
import { OwnLanguageDocument } from '../features/account/preferencesDocuments.ts';
import { CurrentUserDocument } from '../features/auth/useCurrentUser.ts';
import { CustomerDocument, CustomerHistoryDocument, historyPageSize } from '../features/customers/customerDocuments.ts';
import { CustomerTimelineDocument, timelinePageSize } from '../features/customers/timeline/timelineDocuments.ts';
import { NotificationsDocument, notificationsShown } from '../features/notifications/notificationDocuments.ts';
import { CustomerTasksDocument } from '../features/tasks/taskDocuments.ts';

interface PageQuery {
  query: DocumentNode;
  variables: Record<string, unknown>;
}

/** What every dashboard page asks as it opens: the login check, the person's language, their notifications. */
const shellQueries: PageQuery[] = [
  { query: CurrentUserDocument, variables: {} },
  { query: OwnLanguageDocument, variables: {} },
  { query: NotificationsDocument, variables: { first: notificationsShown } },
];

/** The value a route's `:id` takes in a screen's list, filled in by the server. */
export const pageQueryId = ':id';

/** By the frame's segment (web/src/app/firstFrames.tsx): the queries of that screen's first load. */
const screenQueries: Record<string, (id: string) => PageQuery[]> = {
  [dashboardRoutes.customerDetails.replace('/:id', '-id')]: (id) => [
    { query: CustomerDocument, variables: { id } },
    { query: CustomFieldsDocument, variables: { includeArchived: false } },
    { query: CustomerTasksDocument, variables: { customerId: id } },
    { query: TagsDocument, variables: {} },
    { query: CustomerTimelineDocument, variables: { customerId: id, first: timelinePageSize, after: null } },
    { query: CustomerHistoryDocument, variables: { id, first: historyPageSize, after: null } },
    { query: TeammatesDocument, variables: {} },
  ],
};

/** The queries of the screen at `segment` for the record `id`, the shell's first, or none for a screen not listed. */
export function pageQueries(segment: string, id: string = pageQueryId): PageQuery[] {
  const screen = screenQueries[segment];
  return screen ? [...shellQueries, ...screen(id)] : [];
}

/** A query as the server runs it: the text Apollo sends (its cache adds `__typename`), its name and variables. */
export interface PageQueryText {
  operationName: string;
  query: string;
  variables: Record<string, unknown>;
}

/** Each screen's queries as text, by segment, `:id` standing for the record's id. */
export function pageQueryTexts(): Record<string, PageQueryText[]> {
  const cache = new InMemoryCache();
  const text = ({ query, variables }: PageQuery): PageQueryText => {
    const sent = cache.transformForLink(cache.transformDocument(query));
    return { operationName: operationNameOf(sent), query: print(sent), variables };
  };
  return Object.fromEntries(Object.keys(screenQueries).map((segment) => [segment, pageQueries(segment).map(text)]));
}
