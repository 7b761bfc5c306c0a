// Sessions, second factors and passkeys in Firestore: 'signinSessions/{tokenHash}', 'secondFactors/{uid}',
// 'passkeys/{credentialId}' and 'passkeyChallenges/{challenge}'. Single-use
// checks (a challenge, a recovery code, a TOTP step) run in transactions, so two processes cannot both accept one.
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import type {
  PasskeyChallenge,
  SecondFactorRecord,
  SessionPatch,
  SessionRecord,
  SignInStore,
  StoredPasskey,
} from '../../domain/signin/signInStore.ts';
import type { SessionEndReason } from '../../domain/errors.ts';
import { withDeadline } from './deadline.ts';

/** A session read is a point read, normally a few milliseconds */
const sessionReadDeadlineMs = 5_000;

const optionalNumber = (value: unknown) => (typeof value === 'number' ? value : null);
const optionalString = (value: unknown) => (typeof value === 'string' ? value : null);

const session = (data: DocumentData): SessionRecord => ({
  id: String(data.id),
  tokenHash: String(data.tokenHash),
  uid: String(data.uid),
  userAgent: optionalString(data.userAgent),
  address: optionalString(data.address),
  createdAt: Number(data.createdAt),
  lastActiveAt: optionalNumber(data.lastActiveAt),
  expiresAt: Number(data.expiresAt),
  pendingUntil: optionalNumber(data.pendingUntil),
  mustEnrol: data.mustEnrol === true,
  endedBecause: optionalString(data.endedBecause) as SessionEndReason | null,
});

const factor = (data: DocumentData): SecondFactorRecord => ({
  uid: String(data.uid),
  secret: String(data.secret),
  enrolledAt: optionalNumber(data.enrolledAt),
  recoveryCodeHashes: Array.isArray(data.recoveryCodeHashes) ? data.recoveryCodeHashes.map(String) : [],
  lastTimeStep: optionalNumber(data.lastTimeStep),
});

const passkey = (data: DocumentData): StoredPasskey => ({
  id: String(data.id),
  credentialId: String(data.credentialId),
  uid: String(data.uid),
  name: String(data.name ?? ''),
  publicKey: String(data.publicKey),
  counter: Number(data.counter) || 0,
  transports: Array.isArray(data.transports) ? data.transports.map(String) : [],
  createdAt: Number(data.createdAt),
  lastUsedAt: optionalNumber(data.lastUsedAt),
});

export class FirestoreSignInStore implements SignInStore {
  constructor(private readonly db: Firestore) {}

  private get sessions() {
    return this.db.collection('signinSessions');
  }
  private get factors() {
    return this.db.collection('secondFactors');
  }

  async addSession(record: SessionRecord): Promise<void> {
    await this.sessions.doc(record.tokenHash).set(record);
  }

  async sessionByTokenHash(tokenHash: string): Promise<SessionRecord | null> {
    // Every request reads its session: while Firestore is away, it answers UNAVAILABLE as a write would.
    const snapshot = await withDeadline(this.sessions.doc(tokenHash).get(), sessionReadDeadlineMs);
    return snapshot.exists ? session(snapshot.data()!) : null;
  }

  async sessionsOf(uid: string, now: number): Promise<SessionRecord[]> {
    // One equality filter needs no composite index; expired ones are dropped here and deleted on the way.
    const snapshot = await this.sessions.where('uid', '==', uid).get();
    const all = snapshot.docs.map((doc) => session(doc.data()));
    const expired = all.filter((record) => record.expiresAt <= now);
    if (expired.length) await this.deleteSessions(expired.map((record) => record.tokenHash));
    return all.filter((record) => record.expiresAt > now).sort((a, b) => b.createdAt - a.createdAt);
  }

  async updateSession(tokenHash: string, patch: SessionPatch): Promise<void> {
    await this.sessions
      .doc(tokenHash)
      .update(patch)
      .catch(() => undefined);
  }

  async completePendingSession(tokenHash: string, now: number, expiresAt: number): Promise<boolean> {
    return this.db.runTransaction(async (transaction) => {
      const ref = this.sessions.doc(tokenHash);
      const current = await transaction.get(ref);
      const pendingUntil = current.exists ? optionalNumber(current.data()!.pendingUntil) : null;
      if (pendingUntil === null || pendingUntil <= now) return false;
      transaction.update(ref, { pendingUntil: null, expiresAt });
      return true;
    });
  }

  async deleteSessions(tokenHashes: string[]): Promise<void> {
    const batch = this.db.batch();
    for (const hash of tokenHashes) batch.delete(this.sessions.doc(hash));
    await batch.commit();
  }

  async secondFactor(uid: string): Promise<SecondFactorRecord | null> {
    const snapshot = await this.factors.doc(uid).get();
    return snapshot.exists ? factor(snapshot.data()!) : null;
  }

  async saveSecondFactor(record: SecondFactorRecord): Promise<void> {
    await this.factors.doc(record.uid).set(record);
  }

  async deleteSecondFactor(uid: string): Promise<void> {
    await this.factors.doc(uid).delete();
  }

  async takeRecoveryCode(uid: string, codeHash: string): Promise<boolean> {
    return this.db.runTransaction(async (transaction) => {
      const ref = this.factors.doc(uid);
      const current = await transaction.get(ref);
      if (!current.exists) return false;
      const hashes = factor(current.data()!).recoveryCodeHashes;
      if (!hashes.includes(codeHash)) return false;
      transaction.update(ref, { recoveryCodeHashes: hashes.filter((hash) => hash !== codeHash) });
      return true;
    });
  }

  async advanceTimeStep(uid: string, timeStep: number): Promise<boolean> {
    return this.db.runTransaction(async (transaction) => {
      const ref = this.factors.doc(uid);
      const current = await transaction.get(ref);
      if (!current.exists) return false;
      const last = optionalNumber(current.data()!.lastTimeStep);
      if (last !== null && last >= timeStep) return false;
      transaction.update(ref, { lastTimeStep: timeStep });
      return true;
    });
  }

  private get passkeys() {
    return this.db.collection('passkeys');
  }

  async addPasskey(record: StoredPasskey): Promise<void> {
    await this.passkeys.doc(record.credentialId).create(record);
  }

  async passkeysOf(uid: string): Promise<StoredPasskey[]> {
    const snapshot = await this.passkeys.where('uid', '==', uid).get();
    return snapshot.docs.map((doc) => passkey(doc.data())).sort((a, b) => b.createdAt - a.createdAt);
  }

  async passkeyByCredentialId(credentialId: string): Promise<StoredPasskey | null> {
    const snapshot = await this.passkeys.doc(credentialId).get();
    return snapshot.exists ? passkey(snapshot.data()!) : null;
  }

  async touchPasskey(credentialId: string, counter: number, at: number): Promise<void> {
    await this.passkeys.doc(credentialId).update({ counter, lastUsedAt: at });
  }

  async deletePasskey(uid: string, id: string): Promise<StoredPasskey | null> {
    const found = (await this.passkeysOf(uid)).find((candidate) => candidate.id === id);
    if (!found) return null;
    await this.passkeys.doc(found.credentialId).delete();
    return found;
  }

  async addPasskeyChallenge(challenge: string, record: PasskeyChallenge): Promise<void> {
    await this.db.collection('passkeyChallenges').doc(challenge).set(record);
  }

  async takePasskeyChallenge(challenge: string): Promise<PasskeyChallenge | null> {
    return this.db.runTransaction(async (transaction) => {
      const ref = this.db.collection('passkeyChallenges').doc(challenge);
      const current = await transaction.get(ref);
      if (!current.exists) return null;
      transaction.delete(ref);
      const data = current.data()!;
      return { uid: optionalString(data.uid), expiresAt: Number(data.expiresAt) };
    });
  }
}
