// What the team writes down about a customer (a note, a call, a meeting, an email): the rules of one, and its mentions.
import { InvalidInputError } from '../errors.ts';
import type { User } from '../accounts/account.ts';
import { limits, tooLongMessage, type FieldErrors } from '../fieldRules.ts';

export const activityKinds = ['NOTE', 'CALL', 'MEETING', 'EMAIL'] as const;
export type ActivityKind = (typeof activityKinds)[number];

export interface Activity {
  id: string;
  customerId: string;
  kind: ActivityKind;
  body: string;
  /** When it happened (ms since the epoch), as its author says; by default when it was written */
  at: number;
  /** Who wrote it; null once written by no signed-in person (a tool) */
  author: User | null;
  createdAt: number;
  /** ms since the epoch of the last edit; null while never edited */
  editedAt: number | null;
  /** uids of the members its body mentions ("@" + their email) */
  mentions: string[];
}

export const activityMessages = {
  body: 'Please write something',
  at: 'Please enter a valid date and time',
  characters: 'Please remove the invalid characters',
  notYours: 'Only the person who wrote this activity, the owner and admins can change or delete it.',
} as const;

// Half of a surrogate pair with no other half: storage in UTF-8 cannot keep it.
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The field's error for an activity's text, or null when it is fine. */
function bodyProblem(body: string): string | null {
  if (!body) return activityMessages.body;
  if (body.length > limits.activityBodyMax) return tooLongMessage(limits.activityBodyMax);
  if (loneSurrogate.test(body)) return activityMessages.characters;
  return null;
}

/** The trimmed text, or BAD_USER_INPUT naming `body`. */
export function checkedBody(body: string): string {
  const trimmed = body.trim();
  const problem = bodyProblem(trimmed);
  if (problem) throw new InvalidInputError({ body: problem });
  return trimmed;
}

/** The input's text and time, checked together: every rule that fails is named in one BAD_USER_INPUT. */
export function checkedActivity(
  input: { body: string; at?: string | null },
  now: number,
): { body: string; at: number } {
  const errors: FieldErrors = {};
  const body = input.body.trim();
  const problem = bodyProblem(body);
  if (problem) errors.body = problem;
  let at = now;
  if (input.at !== null && input.at !== undefined) {
    // An ISO 8601 date-time only: Date.parse also reads forms like "1" or "March 7", which nobody means here.
    const parsed = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(input.at) ? Date.parse(input.at) : NaN;
    if (Number.isFinite(parsed)) at = parsed;
    else errors.at = activityMessages.at;
  }
  if (Object.keys(errors).length) throw new InvalidInputError(errors);
  return { body, at };
}

/** The members `body` mentions: "@" followed by a member's email (case aside), each once, in the order of the team. */
export function mentionedUids(body: string, members: readonly User[]): string[] {
  const text = body.toLowerCase();
  return members
    .filter(({ email }) => {
      const mention = `@${email.toLowerCase()}`;
      for (let from = text.indexOf(mention); from !== -1; from = text.indexOf(mention, from + 1)) {
        // The email must end there: "@ann@x.com" does not mention "ann@x.co".
        const next = text[from + mention.length];
        if (
          next === undefined ||
          !/[\w.@-]/.test(next) ||
          (next === '.' && !/[\w-]/.test(text[from + mention.length + 1] ?? ''))
        )
          return true;
      }
      return false;
    })
    .map(({ uid }) => uid);
}
