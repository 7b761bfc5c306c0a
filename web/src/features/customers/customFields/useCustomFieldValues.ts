// The form's custom field values: the customer's until changed here, checked on every render by the server's own rules
// (server/domain/customFields/customFieldValues.ts), a message shown once a field is touched or changed, and the
// server's message for a value it refused until that value changes.
import { useCallback, useMemo, useState } from 'react';
import { checkedValues } from '../../../../../server/domain/customFields/customFieldValues.ts';
import type { CustomFieldValueInput } from '../../../gql/graphql.ts';
import { useCustomFields, type TeamCustomField } from '../../../shared/customFields/useCustomFields.ts';
import { useServerWords } from '../../../shared/i18n/serverWords.ts';

export interface CustomFieldValues {
  /** The team's active fields, in their order */
  fields: readonly TeamCustomField[];
  /** Each field's value as the form holds it ('' for none) */
  valueOf(key: string): string;
  set(key: string, value: string): void;
  touch(key: string): void;
  /** The message to show under a field, in the page's language */
  messageFor(key: string): string | undefined;
  /** Every field's value passes its rules */
  valid: boolean;
  /** Changed here since the form opened */
  changed: boolean;
  /** What a save sends: every active field's value, or nothing when none changed (an edit keeps them) */
  input(): CustomFieldValueInput[] | undefined;
  /** The server refused values (BAD_USER_INPUT naming keys): their messages stay while the values do */
  refused(fields: Record<string, string>): void;
  reset(): void;
}

export function useCustomFieldValues(saved: readonly { key: string; value?: string | null }[] | undefined) {
  const { fields } = useCustomFields();
  const inPageLanguage = useServerWords();
  const initial = useMemo(() => new Map((saved ?? []).map(({ key, value }) => [key, value ?? ''])), [saved]);
  const [changes, setChanges] = useState<Record<string, string>>({});
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [fromServer, setFromServer] = useState<Record<string, { message: string; value: string }>>({});
  const valueOf = useCallback((key: string) => changes[key] ?? initial.get(key) ?? '', [changes, initial]);
  const problems = useMemo(() => {
    const given = fields.map(({ key }) => ({ key, value: valueOf(key) }));
    const checked = checkedValues(fields, undefined, given);
    return checked.ok ? {} : checked.fields;
  }, [fields, valueOf]);
  const changed = Object.keys(changes).some((key) => changes[key] !== (initial.get(key) ?? ''));
  return useMemo<CustomFieldValues>(
    () => ({
      fields,
      valueOf,
      set: (key, value) => setChanges((was) => ({ ...was, [key]: value })),
      touch: (key) => setTouched((was) => (was.has(key) ? was : new Set([...was, key]))),
      messageFor: (key) => {
        const shown = touched.has(key) || (changes[key] !== undefined && changes[key] !== (initial.get(key) ?? ''));
        const server = fromServer[key]?.value === valueOf(key) ? fromServer[key]?.message : undefined;
        const message = (shown ? problems[key] : undefined) ?? server;
        return message === undefined ? undefined : inPageLanguage(message);
      },
      valid: Object.keys(problems).length === 0,
      changed,
      input: () => (changed ? fields.map(({ key }) => ({ key, value: valueOf(key) })) : undefined),
      refused: (refusals) =>
        setFromServer(
          Object.fromEntries(
            fields
              .filter(({ key }) => refusals[key] !== undefined)
              .map(({ key }) => [key, { message: refusals[key]!, value: valueOf(key) }]),
          ),
        ),
      reset: () => {
        setChanges({});
        setTouched(new Set());
        setFromServer({});
      },
    }),
    [fields, valueOf, touched, changes, initial, fromServer, problems, inPageLanguage, changed],
  );
}
