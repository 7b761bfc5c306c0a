// Passkeys (WebAuthn, @simplewebauthn/server): a signed-in member adds discoverable credentials; anyone may sign in
// with one without typing an email. The relying party is CRM_PUBLIC_URL's host and origin. A passkey belongs to the
// member's uid, whichever identity provider holds the account, and counts as both factors.
import { randomBytes } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { AuthError, ForbiddenError, InvalidInputError, NotFoundError } from '../errors.ts';
import type { Identity, Requester, Session } from '../accounts/account.ts';
import { Throttle, type ThrottleLimits } from '../accounts/throttle.ts';
import type { TeamService } from '../team/teamService.ts';
import type { Viewer } from '../team/teamAccess.ts';
import type { SignInService } from './signInService.ts';
import type { SignInStore, StoredPasskey } from './signInStore.ts';

/** How long the browser has to answer a passkey prompt */
const challengeLifetimeMs = 5 * 60_000;
export const passkeyNameMax = 100;

export const passkeyMessages = {
  name: `Give the passkey a name of 1 to ${passkeyNameMax} characters.`,
  response: 'The browser’s passkey answer could not be read. Try again.',
  notVerified: 'The passkey could not be verified. Try again.',
  unknown: 'This passkey is not known here. Sign in with your password and add it on your account page.',
  notForKeys: 'An API key cannot hold passkeys.',
} as const;

export interface PasskeyOptions {
  /** CRM_PUBLIC_URL: its host is the relying party id, its origin the one expected in every answer */
  publicUrl: () => string;
  throttle: ThrottleLimits;
  now?: () => number;
}

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');

export class PasskeyService {
  private readonly now: () => number;
  /** Sign-in options store a challenge for anyone who asks: as many per client as sign-in attempts */
  private readonly optionsPerClient: Throttle;

  constructor(
    private readonly identity: Identity,
    private readonly store: SignInStore,
    private readonly team: TeamService,
    private readonly signIns: SignInService,
    private readonly options: PasskeyOptions,
  ) {
    this.now = options.now ?? Date.now;
    this.optionsPerClient = new Throttle(options.throttle.perClient, options.throttle.windowMs, this.now);
  }

  private relyingParty(): { id: string; origin: string } {
    const url = new URL(this.options.publicUrl());
    return { id: url.hostname, origin: url.origin };
  }

  private personOnly(viewer: Viewer): void {
    if (viewer.apiKeyId) throw new ForbiddenError(passkeyMessages.notForKeys);
  }

  async passkeys(viewer: Viewer): Promise<StoredPasskey[]> {
    if (viewer.apiKeyId) return [];
    return this.store.passkeysOf(viewer.uid);
  }

  async registrationOptions(viewer: Viewer): Promise<string> {
    this.personOnly(viewer);
    const existing = await this.store.passkeysOf(viewer.uid);
    const options = await generateRegistrationOptions({
      rpName: 'Staff CRM',
      rpID: this.relyingParty().id,
      userName: viewer.email,
      userID: new TextEncoder().encode(viewer.uid),
      attestationType: 'none',
      excludeCredentials: existing.map((passkey) => ({ id: passkey.credentialId, transports: passkey.transports })),
      // Discoverable, so signing in needs no email; verified by the device (PIN, fingerprint), so it is two factors.
      authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'required' },
    });
    await this.store.addPasskeyChallenge(options.challenge, {
      uid: viewer.uid,
      expiresAt: this.now() + challengeLifetimeMs,
    });
    return JSON.stringify(options);
  }

  async register(
    viewer: Viewer,
    requester: Requester,
    name: string,
    responseText: string,
    currentToken: string | null,
  ): Promise<StoredPasskey> {
    this.personOnly(viewer);
    const trimmed = name.trim();
    if (!trimmed || trimmed.length > passkeyNameMax) throw new InvalidInputError({ name: passkeyMessages.name });
    const response = parse<RegistrationResponseJSON>(responseText);
    const { id: rpID, origin } = this.relyingParty();
    let verification;
    try {
      verification = await verifyRegistrationResponse({
        response,
        expectedChallenge: (challenge) => this.takeChallenge(challenge, viewer.uid),
        expectedOrigin: origin,
        expectedRPID: rpID,
        requireUserVerification: true,
      });
    } catch {
      throw new InvalidInputError({ response: passkeyMessages.notVerified });
    }
    if (!verification.verified) throw new InvalidInputError({ response: passkeyMessages.notVerified });
    const { credential } = verification.registrationInfo;
    const passkey: StoredPasskey = {
      id: randomBytes(10).toString('hex'),
      credentialId: credential.id,
      uid: viewer.uid,
      name: trimmed,
      publicKey: b64(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? [],
      createdAt: this.now(),
      lastUsedAt: null,
    };
    await this.store.addPasskey(passkey);
    await this.team.record(viewer, requester, 'passkey.added', viewer.email, trimmed);
    await this.signIns.secondFactorAdded(currentToken);
    return passkey;
  }

  async remove(viewer: Viewer, requester: Requester, id: string): Promise<boolean> {
    this.personOnly(viewer);
    const removed = await this.store.deletePasskey(viewer.uid, id);
    if (!removed) throw new NotFoundError('passkey', id);
    await this.team.record(viewer, requester, 'passkey.removed', viewer.email, removed.name);
    return true;
  }

  async signInOptions(requester: Requester): Promise<string> {
    if (this.optionsPerClient.isBlocked(requester.ip)) {
      throw new AuthError(
        'auth/too-many-requests',
        'Access has been temporarily disabled because of many failed attempts. Try again later.',
      );
    }
    this.optionsPerClient.hit(requester.ip);
    // No allowCredentials: the browser offers the passkeys it holds for this site (discoverable credentials).
    const options = await generateAuthenticationOptions({ rpID: this.relyingParty().id, userVerification: 'required' });
    await this.store.addPasskeyChallenge(options.challenge, { uid: null, expiresAt: this.now() + challengeLifetimeMs });
    return JSON.stringify(options);
  }

  async signIn(responseText: string, requester: Requester): Promise<Session> {
    const response = parse<AuthenticationResponseJSON>(responseText);
    const passkey = typeof response.id === 'string' ? await this.store.passkeyByCredentialId(response.id) : null;
    if (!passkey) throw new AuthError('auth/invalid-credential', passkeyMessages.unknown);
    const { id: rpID, origin } = this.relyingParty();
    let verification;
    try {
      verification = await verifyAuthenticationResponse({
        response,
        expectedChallenge: (challenge) => this.takeChallenge(challenge, null),
        expectedOrigin: origin,
        expectedRPID: rpID,
        credential: {
          id: passkey.credentialId,
          publicKey: Buffer.from(passkey.publicKey, 'base64url'),
          counter: passkey.counter,
          transports: passkey.transports,
        },
        requireUserVerification: true,
      });
    } catch {
      throw new AuthError('auth/invalid-credential', passkeyMessages.notVerified);
    }
    if (!verification.verified) throw new AuthError('auth/invalid-credential', passkeyMessages.notVerified);
    await this.store.touchPasskey(passkey.credentialId, verification.authenticationInfo.newCounter, this.now());
    const member = await this.team.memberByUid(passkey.uid).catch(() => null);
    if (!member) throw new AuthError('auth/invalid-credential', passkeyMessages.unknown);
    const user = { uid: member.uid, email: member.email };
    const viewer = await this.team.admit(user, 'password', requester);
    const session = await this.identity.startSession(user);
    return this.signIns.open({ ...session, user: viewer }, requester, 'passkey');
  }

  /** A challenge this server handed out for this purpose, not expired; spent as it is checked. */
  private async takeChallenge(challenge: string, uid: string | null): Promise<boolean> {
    const record = await this.store.takePasskeyChallenge(challenge);
    return !!record && record.uid === uid && record.expiresAt > this.now();
  }
}

function parse<T>(text: string): T {
  try {
    const value = JSON.parse(text) as unknown;
    if (value && typeof value === 'object') return value as T;
  } catch {
    // answered below
  }
  throw new InvalidInputError({ response: passkeyMessages.response });
}
