// The web's table of the server's English (web/src/shared/i18n/serverWords.ts): every text the server sends a person
// (field rules, sign-in refusals, role refusals, saved views' rules) is in it word for word, so a rule reworded on the
// server cannot silently stay English in every other language.
import { describe, expect, it } from '@jest/globals';
import { authMessages } from '../../server/domain/accounts/accountService.ts';
import { passkeyMessages } from '../../server/domain/signin/passkeyService.ts';
import { signInMessages } from '../../server/domain/signin/signInSessions.ts';
import { invitationWaitingMessage } from '../../server/domain/team/teamJoining.ts';
import { permissionMessages } from '../../server/domain/team/team.ts';
import { alreadyMemberMessage } from '../../server/domain/team/teamService.ts';
import { messages } from '../../server/domain/fieldRules.ts';
import { savedViewMessages } from '../../server/domain/views/savedViewService.ts';
import { taskMessages } from '../../server/domain/tasks/taskService.ts';
import { serverWordsKnown } from '../../web/src/shared/i18n/serverWords.ts';
import { tagMessages } from '../../server/domain/tags/tag.ts';
import { customFieldMessages } from '../../server/domain/customFields/customField.ts';
import { customFieldValueMessages } from '../../server/domain/customFields/customFieldValues.ts';
import { companyMessages } from '../../server/domain/companies/company.ts';
import { contactPointMessages } from '../../server/domain/contactPoints/contactPoints.ts';

// The API's own refusals, which no screen lets a person meet.
const apiOnly = new Set<string>([
  authMessages['auth/multi-factor-required'],
  passkeyMessages.notForKeys,
  signInMessages.notForKeys,
  // The Team page offers only the colours there are.
  tagMessages.color,
  // The Team page offers only the types there are, and never a type change.
  customFieldMessages.type,
  customFieldMessages.typeChange,
  // The form sends its own phone and email first.
  contactPointMessages.firstPhone,
  contactPointMessages.firstEmail,
]);

describe("the server's words in the page's language", () => {
  it('has every text a person can meet, each with a message of that English', () => {
    const server = [
      ...Object.values(messages),
      ...Object.values(authMessages),
      ...Object.values(signInMessages),
      ...Object.values(passkeyMessages),
      ...Object.values(savedViewMessages),
      ...Object.values(taskMessages),
      ...Object.values(tagMessages),
      ...Object.values(customFieldMessages),
      ...Object.values(customFieldValueMessages),
      ...Object.values(companyMessages),
      ...Object.values(contactPointMessages),
      ...Object.values(permissionMessages),
      invitationWaitingMessage,
      alreadyMemberMessage,
    ];
    const shown = server.filter((text) => !apiOnly.has(text));
    for (const text of shown) expect([text, serverWordsKnown.get(text)?.defaultMessage]).toEqual([text, text]);
    // And nothing the server does not say (a reworded rule leaves its old English behind here).
    for (const text of serverWordsKnown.keys()) expect([text, server.includes(text)]).toEqual([text, true]);
  });
});
