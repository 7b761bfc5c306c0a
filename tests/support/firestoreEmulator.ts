// Firestore emulators for the tests: @firestore-emulator/server started in this process, and the one
// at FIRESTORE_EMULATOR_HOST (the Google emulator, say) when that is set before the tests start.
import { randomBytes } from 'node:crypto';
import { FirestoreServer } from '@firestore-emulator/server';
import { freePort } from './ports.ts';

export interface FirestoreEmulator {
  label: string;
  /** host:port, as FIRESTORE_EMULATOR_HOST takes it */
  host: string;
  /** Listen streams the emulator serves right now, when it can tell (only the in-process one can). */
  listenStreams?(): number;
  /** Every document of a project, as the emulator holds it, when it can tell (only the in-process one can). */
  dump?(projectId: string): unknown;
  stop(): Promise<void>;
}

/** Captured when the tests load, before any test points the variable at an in-process emulator. */
const externalHost = process.env.FIRESTORE_EMULATOR_HOST?.trim() || undefined;

export function externalEmulator(): FirestoreEmulator | null {
  return externalHost
    ? { label: `emulator at ${externalHost}`, host: externalHost, stop: async () => undefined }
    : null;
}

/**
 * The package keeps each collection's documents in an immer-frozen object and adds a document by copying and freezing
 * that whole object again, so filling a collection costs the square of its size (a 6,000-row import spent 40 of its
 * 53 s there). Adding in place keeps the emulator's answers the same and lets a bench fill it with 100,000 customers.
 */
function insertDocumentsInPlace(server: FirestoreServer): void {
  const collection = server.state.getCollection('projects/demo-patch/databases/(default)/documents/patch');
  const prototype = Object.getPrototypeOf(collection) as { getDocument(name: string): unknown; insertsInPlace?: true };
  if (prototype.insertsInPlace) return;
  const Document = (collection.getDocument('patch') as object).constructor as new (...args: unknown[]) => unknown;
  prototype.getDocument = function (
    this: { documents: Record<string, unknown>; emitter: unknown; database: unknown },
    name: string,
  ) {
    if (!Object.hasOwn(this.documents, name)) {
      if (!Object.isExtensible(this.documents)) this.documents = { ...this.documents };
      this.documents[name] = new Document(this.emitter, this.database, this, name, {}, {});
    }
    return this.documents[name];
  };
  prototype.insertsInPlace = true;
}

interface EmulatorCollection {
  name: string;
  documents: Record<string, { collections: Record<string, EmulatorCollection> }>;
  getAllDocuments(): unknown[];
}

interface EmulatorState {
  getProject(name: string): { getDatabase(name: string): { collections: Record<string, EmulatorCollection> } };
  getDocument(path: string): { collections: Record<string, EmulatorCollection> };
  v1Query(parent: string, query: { from: Array<{ collection_id: string; all_descendants?: boolean }> }): unknown[];
  collectionGroups?: true;
}

/** The emulator's state as one query sees it: its collection holds only these documents. */
function answeringFrom<State extends object>(state: State, documents: unknown[]): State {
  return Object.create(state, { getCollection: { value: () => ({ getAllDocuments: () => documents }) } }) as State;
}

/**
 * The package answers a collection group query (every collection of one name, at any depth: the dashboard's latest
 * changes over every customer's history) as a query on one collection of that name under the parent, which finds
 * nothing. This gives the query the documents of every such collection under the parent; filters, order, limits,
 * counts and listeners then work as they do on one collection, as on Firestore.
 */
function collectionGroupQueries(server: FirestoreServer): void {
  const prototype = Object.getPrototypeOf(server.state) as EmulatorState;
  if (prototype.collectionGroups) return;
  const query = prototype.v1Query;
  prototype.v1Query = function (this: EmulatorState, parent, structured) {
    const from = structured.from[0];
    if (!from?.all_descendants) return query.call(this, parent, structured);
    const [, project, , database, , ...rest] = parent.split('/');
    const top = rest.length
      ? this.getDocument(parent).collections
      : this.getProject(project!).getDatabase(database!).collections;
    const documents: unknown[] = [];
    const walk = (collections: Record<string, EmulatorCollection>) => {
      for (const collection of Object.values(collections)) {
        if (collection.name === from.collection_id) documents.push(...collection.getAllDocuments());
        for (const document of Object.values(collection.documents)) walk(document.collections);
      }
    };
    walk(top);
    return query.call(answeringFrom(this, documents), parent, structured);
  };
  prototype.collectionGroups = true;
}

interface ProtoValue {
  has_string_value: boolean;
  string_value: string;
  has_array_value: boolean;
  array_value: { values: ProtoValue[] };
}
interface ProtoFieldFilter {
  field: { field_path: string };
  op: number;
  value: ProtoValue;
}
interface ProtoQuery {
  from: Array<{ collection_id: string; all_descendants?: boolean }>;
  has_where?: boolean;
  where?: {
    has_field_filter: boolean;
    field_filter: ProtoFieldFilter;
    has_composite_filter: boolean;
    composite_filter: { op: number; filters: Array<{ has_field_filter: boolean; field_filter: ProtoFieldFilter }> };
  };
}
interface EmulatorDocument {
  getField(path: string): { value?: unknown } | undefined;
}

/** The proto's FieldFilter operators this narrowing reads, and its CompositeFilter AND. */
const filterEqual = 5;
const filterIn = 8;
const compositeAnd = 1;

/** The one field and the strings it must equal, when a query's filter (or one term of an AND) says so. */
function stringEquality(query: ProtoQuery): { path: string; values: Set<string> } | null {
  if (!query.has_where || !query.where) return null;
  const filters = query.where.has_field_filter
    ? [query.where.field_filter]
    : query.where.has_composite_filter && query.where.composite_filter.op === compositeAnd
      ? query.where.composite_filter.filters
          .filter((filter) => filter.has_field_filter)
          .map((filter) => filter.field_filter)
      : [];
  for (const filter of filters) {
    const values =
      filter.op === filterEqual
        ? [filter.value]
        : filter.op === filterIn && filter.value.has_array_value
          ? filter.value.array_value.values
          : null;
    if (values?.length && values.every((value) => value.has_string_value)) {
      return { path: filter.field.field_path, values: new Set(values.map((value) => value.string_value)) };
    }
  }
  return null;
}

/**
 * The package answers a query by sorting the whole collection and then testing each document against the filter,
 * converting the filter's protobuf value again for every document: a duplicate check (an `in` query of 30 emails)
 * on 50,000 customers took about a second, so a 100,000-row import spent hours there. For a filter that asks for
 * a field to equal one of some strings, this hands the package only the documents whose field is one of them (or
 * is not a plain string, which it then judges itself); the package sorts, filters and limits them as before, so its
 * answers are the same.
 */
function narrowEqualityQueries(server: FirestoreServer): void {
  const prototype = Object.getPrototypeOf(server.state) as EmulatorState & { narrowsEquality?: true };
  if (prototype.narrowsEquality) return;
  const query = prototype.v1Query as (this: EmulatorState, parent: string, structured: ProtoQuery) => unknown[];
  prototype.v1Query = function (this: EmulatorState, parent: string, structured: ProtoQuery) {
    const from = structured.from[0];
    const wanted = from && !from.all_descendants ? stringEquality(structured) : null;
    if (!from || !wanted) return query.call(this, parent, structured);
    const collection = (this as unknown as { getCollection(name: string): EmulatorCollection }).getCollection(
      `${parent}/${from.collection_id}`,
    );
    const candidates = (collection.getAllDocuments() as EmulatorDocument[]).filter((document) => {
      const value = document.getField(wanted.path)?.value;
      return typeof value !== 'string' || wanted.values.has(value);
    });
    return query.call(answeringFrom(this, candidates), parent, structured);
  };
  prototype.narrowsEquality = true;
}

export async function startInProcessEmulator(): Promise<FirestoreEmulator> {
  // The package binds the port it is given and does not report one it chose,
  // so pick a free one (again if taken meanwhile).
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const server = new FirestoreServer();
    try {
      await server.start(port);
      insertDocumentsInPlace(server);
      collectionGroupQueries(server);
      narrowEqualityQueries(server);
    } catch (error) {
      server.stop();
      if (attempt < 5) continue;
      throw error;
    }
    return {
      label: 'in-process @firestore-emulator/server',
      host: `127.0.0.1:${port}`,
      // Each open Listen stream subscribes once to the emulator's document updates.
      listenStreams: () => server.state.emitter.listenerCount('update-document'),
      dump: (projectId) => (server.state.toJSON() as { projects: Record<string, unknown> }).projects[projectId] ?? null,
      stop: async () => {
        server.stop();
        // The package never ends a Listen stream that its client half-closed, so stopping it cancels those
        // streams: give the clients a moment to take that while the test environment is still there.
        await new Promise((resolve) => setTimeout(resolve, 250));
      },
    };
  }
}

/**
 * Points firebase-admin clients created from now on at this emulator
 * (the SDK reads the variable when a client is made).
 */
export function useEmulator(emulator: FirestoreEmulator): void {
  process.env.FIRESTORE_EMULATOR_HOST = emulator.host;
  // Without credentials the Google client looks for a GCE metadata server off this machine; an emulator needs none.
  process.env.METADATA_SERVER_DETECTION = 'none';
}

/** A fresh project per test keeps tests apart on a shared emulator. */
export function uniqueProjectId(): string {
  return `demo-crm-${randomBytes(5).toString('hex')}`;
}
