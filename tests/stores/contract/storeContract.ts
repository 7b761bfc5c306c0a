// The one contract every store adapter passes (docs/architecture.md#layers), area by area, through the ports only.
import { describe } from '@jest/globals';
import type { AdapterUnderTest } from './adapters.ts';
import { bulkChangeContract } from './bulkChanges.ts';
import { contactPointsContract } from './contactPoints.ts';
import { customerFeedContract } from './customerFeed.ts';
import { customerImportsContract } from './customerImports.ts';
import { customerLookupContract } from './customerLookups.ts';
import { customerOrderContract } from './customerOrder.ts';
import { customerSearchContract } from './customerSearch.ts';
import { customerStatsContract } from './customerStats.ts';
import { customerWritesContract } from './customerWrites.ts';
import { erasureContract } from './erasure.ts';
import { erasureElsewhereContract } from './erasureElsewhere.ts';
import { freshStoreEachTest } from './freshStore.ts';
import { importUndoContract } from './importUndo.ts';
import { liveListContract } from './liveLists.ts';
import { mergeCheckContract } from './mergeChecks.ts';
import { mergeContract } from './merging.ts';
import { ownersContract } from './owners.ts';
import { notificationStoreContract } from './notifications.ts';
import { savedViewStoreContract } from './savedViews.ts';
import { tagsContract } from './tags.ts';
import { customFieldsContract } from './customFields.ts';
import { companiesContract } from './companies.ts';
import { companyTimelineContract } from './companyTimeline.ts';
import { customFieldColumnsContract } from './customFieldColumns.ts';
import { customFieldPagingContract } from './customFieldPaging.ts';
import { activityContract } from './activities.ts';
import { taskStoreContract } from './tasks.ts';
import { teamPreferencesContract } from './teamPreferences.ts';
import { webhookOutboxContract } from './webhookOutbox.ts';
import { workerStoreContract } from './workers.ts';

export function storeContract(adapter: AdapterUnderTest): void {
  describe('customers', () => {
    const fresh = freshStoreEachTest(adapter);
    customerWritesContract(fresh);
    customerImportsContract(fresh);
    webhookOutboxContract(fresh);
    liveListContract(fresh);
    customerOrderContract(fresh);
    describe('bulk changes', () => bulkChangeContract(fresh));
    describe('merging duplicates', () => {
      mergeContract(fresh);
      mergeCheckContract(fresh);
    });
    customerLookupContract(fresh);
    customerFeedContract(fresh);
    describe('erase for good', () => {
      erasureContract(fresh);
      erasureElsewhereContract(fresh);
    });
  });
  describe('customer search', () => customerSearchContract(freshStoreEachTest(adapter)));
  describe('workers', () => workerStoreContract(freshStoreEachTest(adapter)));
  describe('saved views', () => savedViewStoreContract(freshStoreEachTest(adapter)));
  describe('activities and the timeline', () => activityContract(freshStoreEachTest(adapter)));
  describe('tasks', () => taskStoreContract(freshStoreEachTest(adapter)));
  describe('notifications', () => notificationStoreContract(freshStoreEachTest(adapter)));
  describe('dashboard', () => customerStatsContract(freshStoreEachTest(adapter)));
  describe('import and bulk undo', () => importUndoContract(freshStoreEachTest(adapter)));
  describe('customer owners', () => ownersContract(freshStoreEachTest(adapter)));
  describe('tags', () => tagsContract(freshStoreEachTest(adapter)));
  describe('custom fields', () => customFieldsContract(freshStoreEachTest(adapter)));
  describe('custom field columns', () => customFieldColumnsContract(freshStoreEachTest(adapter)));
  describe('custom field pages', () => customFieldPagingContract(freshStoreEachTest(adapter)));
  describe('companies', () => companiesContract(freshStoreEachTest(adapter)));
  describe("a company's timeline", () => companyTimelineContract(freshStoreEachTest(adapter)));
  describe('several phones and emails', () => contactPointsContract(freshStoreEachTest(adapter)));
  describe('team languages and regions', () => teamPreferencesContract(freshStoreEachTest(adapter)));
}
