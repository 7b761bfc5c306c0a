// Firestore's own limits as the customer store works within them.

/** Documents read by one getAll call */
export const getAllBatch = 500;
/** Values in one `in` filter: Firestore's documented limit for `in` is 30 (Query limitations). */
export const inValuesMax = 30;
/** Firestore's documented limit (Quotas and limits): at most 500 writes in one commit or transaction. */
export const writesPerCommit = 500;
