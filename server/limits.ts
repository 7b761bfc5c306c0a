// Every bound the server puts on what a client may send or make it hold, in one place (docs/security.md).
// Field lengths live with the rules they belong to,
// in domain/validation.ts; sign-in throttles in domain/accounts/throttle.ts.

/** A GraphQL document, over HTTP and WebSocket alike. */
export const documentLimits = {
  /** Lexical tokens per document, counted while parsing, so an oversized document costs no more than this to refuse */
  tokens: 1000,
  /** Levels of fields; the schema nests at most 4, GraphiQL's introspection query 15 */
  depth: 20,
  aliases: 30,
  /** Fields selected, with each fragment counted wherever it is spread */
  cost: 2000,
  directives: 50,
  /** Operations per document: batching is not a feature here */
  operations: 1,
} as const;

/** Password hashes computed at once (scrypt holds 128 MiB each); the rest wait their turn */
export const passwordHashesAtOnce = 2;

export const httpLimits = {
  /** Request bodies of POST /graphql */
  body: '1mb',
  bodyBytes: 1024 * 1024,
  /** The largest GraphQL answer sent compressed (http/compressedResponses.ts): a whole customer list is sent as kept */
  compressedAnswerBytes: 1024 * 1024,
  /** Levels of nesting in a request's JSON (variables, extensions): the schema's inputs nest two */
  jsonDepth: 32,
  /**
   * Values (object members and array items) in a request's JSON: the largest request the product sends, an import
   * batch of limits.importRowsMax rows of eight fields, holds about 9,000
   */
  jsonValues: 32_768,
} as const;

export const socketLimits = {
  /** Largest message before the socket has authenticated (its connection_init) */
  preAuthPayloadBytes: 16 * 1024,
  /** Largest message after it: the HTTP body limit */
  payloadBytes: httpLimits.bodyBytes,
  /**
   * Operations running at once on one socket, on all the sockets of one session, and of one account's sessions and keys
   */
  operationsPerSocket: 20,
  operationsPerSession: 50,
  operationsPerAccount: 200,
  /** Sessions and keys of one account holding live sockets at once (a person's browsers and devices, a few scripts) */
  sessionsPerAccount: 20,
  /** Unsent bytes a socket may hold before another message waits for the client to read */
  bufferedBytes: 8 * 1024 * 1024,
  /** A waiting socket whose client reads nothing for this long is closed (socketCloseCodes.slowReader) */
  slowReaderGraceMs: 10_000,
  drainPollMs: 25,
  /** The server pings this often and closes a socket that has not answered the previous ping */
  keepAliveMs: 12_000,
  /**
   * A stopping process waits this long for each client to answer its close
   * (socketCloseCodes.tryAgain), then cuts the rest
   */
  closeAnswerMs: 2_000,
} as const;

/** Close codes of the server's own, beside graphql-ws's 44xx codes; graphql-ws clients reconnect after them. */
export const socketCloseCodes = {
  /** The client left more than socketLimits.bufferedBytes unread and read nothing for socketLimits.slowReaderGraceMs */
  slowReader: 4008,
  /** The account already holds live sockets through socketLimits.sessionsPerAccount other sessions or keys */
  tooManySessions: 4009,
  /**
   * The process is stopping (WebSocket's 1012, Service Restart): the client should connect again at once, and behind
   * a load balancer reaches another process that resumes its lists from their cursors.
   */
  tryAgain: 1012,
} as const;
// A socket that does not answer a ping is terminated (the client sees 1006), as graphql-ws's own keep-alive does.

/** GET /export/customers.(csv|xlsx): what its query may carry */
export const exportLimits = {
  /** Characters of the search: longer than any search box would send; the list's own search has no other limit */
  searchLength: 1000,
  /** Ids an export of a hand-made selection may name: they travel in the link, which servers cap near 16 KB */
  ids: 500,
} as const;

/**
 * 'Login with Google' sign-ins in progress at once;
 * past this the oldest are dropped, so anonymous requests cannot fill memory
 */
export const pendingSignInFlowsMax = 10_000;

/**
 * Answers to customers(...) kept until the next write (graphql/customerListCache.ts), one per document and variables
 */
export const customerListCacheEntries = 8;
/** How long a request waits for the same one being executed before it executes its own */
export const customerListWaitMs = 5_000;

/**
 * What each operation of an API key or a session spends of its budget (CRM_API_RATE_PER_MINUTE points a minute, over
 * HTTP and the socket together): writes cost more than reads, and an import also by its size.
 */
export const apiBudgetCosts = {
  read: 1,
  write: 2,
  /** One more point per this many imported rows (a 1,000-row batch: 12 points) */
  importRowsPerPoint: 100,
  /** An export costs a read, then one more point per this many rows it sent (a 10,000-customer CSV: 11 points) */
  exportRowsPerPoint: 1000,
  /** Seconds the budget is counted over */
  windowSeconds: 60,
} as const;

/** Webhook deliveries (webhooks/webhookSender.ts, domain/webhooks/webhookDelivery.ts) */
export const webhookLimits = {
  /**
   * The whole of one attempt, connecting to the last byte of the answer (CRM_WEBHOOK_DEADLINE_SECONDS): a total, not an
   * idle timeout, so a receiver that trickles its answer is cut here too; it holds up only its own endpoint's events
   */
  attemptDeadlineMs: 10_000,
} as const;

/** POST /client-errors (http/clientErrors.ts): what the web app may report of a failure, and how often */
export const clientErrorLimits = {
  /** Request body: a message, a stack and a route, with room to spare */
  bodyBytes: 16 * 1024,
  /** Characters of the message logged: enough to tell failures apart, too few to carry a customer's record */
  messageChars: 200,
  /** Stack frames logged, each of at most frameChars */
  stackFrames: 8,
  frameChars: 200,
  routeChars: 200,
  userAgentChars: 200,
  /** Reports per client address a minute: a screen failing in a loop cannot fill the log */
  perMinute: 20,
} as const;
