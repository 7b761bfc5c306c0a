// Shared by the bulk changes of status (bulkChanges.ts) and of owner (bulkOwners.ts).

/**
 * Customers per transaction of a bulk change: each transaction is one synced commit and one change set to every live
 * list, and between two the event loop turns (sockets, other requests); 100,000 customers take 20 (bench:bulk).
 */
export const bulkCustomersPerTransaction = 5_000;
