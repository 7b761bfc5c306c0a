// The web's table of the server's English (web/src/shared/i18n/serverWords.ts): each entry's English is the server's
// words exactly, so a rule reworded on the server cannot silently stay English in every other language.
import { describe, expect, it } from '@jest/globals';
import { serverWordsKnown } from '../../web/src/shared/i18n/serverWords.ts';
import { messages } from '../../server/domain/validation.ts';

describe("the server's words in the page's language", () => {
  it('gives each known English text a message with that English', () => {
    for (const [english, descriptor] of serverWordsKnown)
      expect([english, descriptor.defaultMessage]).toEqual([english, english]);
  });

  it('covers every field rule', () => {
    for (const text of Object.values(messages)) expect(serverWordsKnown.has(text)).toBe(true);
  });
});
