// The form's further phones and emails (beyond its Phone and Email fields): kept beside formik as the tags are,
// checked by the server's own rules (server/domain/contactPoints/contactPoints.ts), sent with every save.
import { useMemo, useState } from 'react';
import {
  checkedEmails,
  checkedPhones,
  defaultContactLabel,
  type ContactLabel,
  type ContactPointInput,
} from '../../../../../server/domain/contactPoints/contactPoints.ts';
import { defaultPhoneRegion } from '../../../../../server/domain/phones.ts';
import { limits } from '../../../../../server/domain/fieldRules.ts';

export type ContactKind = 'phones' | 'emails';

export interface FurtherContact {
  /** Stable across removals, for React's keys and the inputs' ids */
  key: number;
  label: ContactLabel;
  value: string;
  touched: boolean;
}

export interface ContactList {
  /** The first's label (the customer's own; work for a new customer) */
  firstLabel: ContactLabel;
  further: FurtherContact[];
}

type Saved = ReadonlyArray<{ label: string; value: string }>;

let nextKey = 0;
const listOf = (saved: Saved | undefined): ContactList => ({
  firstLabel: (saved?.[0]?.label as ContactLabel | undefined) ?? defaultContactLabel,
  further: (saved ?? []).slice(1).map(({ label, value }) => ({
    key: nextKey++,
    label: label as ContactLabel,
    value,
    touched: true,
  })),
});

export interface FurtherContacts {
  lists: Record<ContactKind, ContactList>;
  /** Each further entry's rule message, by kind and position among the further ones; the server's after a save */
  messageOf(kind: ContactKind, index: number): string | null;
  valid: boolean;
  /** Whether the lists differ from the customer's */
  changed: boolean;
  add(kind: ContactKind): void;
  remove(kind: ContactKind, key: number): void;
  change(kind: ContactKind, key: number, change: Partial<Pick<FurtherContact, 'label' | 'value' | 'touched'>>): void;
  /** The server's refusals naming phones.<i> or emails.<i> */
  refused(fields: Record<string, string>): void;
  /** The phones and emails a save sends: the form's phone and email first */
  input(phone: string, email: string): { phones: ContactPointInput[]; emails: ContactPointInput[] };
  clear(): void;
  max: Record<ContactKind, number>;
}

export function useFurtherContacts(
  customer: { phones?: Saved; emails?: Saved } | undefined,
  phone: string,
  email: string,
): FurtherContacts {
  const [lists, setLists] = useState(() => ({ phones: listOf(customer?.phones), emails: listOf(customer?.emails) }));
  const [changed, setChanged] = useState(false);
  const [serverFields, setServerFields] = useState<Record<string, string>>({});
  const input = (phoneNow: string, emailNow: string) => {
    const entries = (kind: ContactKind, first: string): ContactPointInput[] => [
      { label: lists[kind].firstLabel, value: first.trim() },
      ...lists[kind].further.map(({ label, value }) => ({ label, value })),
    ];
    return { phones: entries('phones', phoneNow), emails: entries('emails', emailNow) };
  };
  const checked = useMemo(() => {
    const sent = input(phone, email);
    const phones = checkedPhones(sent.phones, phone, defaultPhoneRegion);
    const emails = checkedEmails(sent.emails, email);
    return { ...(phones.ok ? {} : phones.fields), ...(emails.ok ? {} : emails.fields) };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lists, phone, email]);
  const update = (kind: ContactKind, further: (list: FurtherContact[]) => FurtherContact[]) => {
    setChanged(true);
    setServerFields({});
    setLists((now) => ({ ...now, [kind]: { ...now[kind], further: further(now[kind].further) } }));
  };
  return {
    lists,
    messageOf(kind, index) {
      const field = `${kind}.${index + 1}`;
      if (serverFields[field]) return serverFields[field]!;
      // The first's own rules are its field's; the first itself is never wrong here (the form sends its value).
      return lists[kind].further[index]?.touched ? (checked[field] ?? null) : null;
    },
    valid: Object.keys(checked).every((field) => field.endsWith('.0')),
    changed,
    add: (kind) => update(kind, (list) => [...list, { key: nextKey++, label: 'mobile', value: '', touched: false }]),
    remove: (kind, key) => update(kind, (list) => list.filter((entry) => entry.key !== key)),
    change: (kind, key, change) =>
      update(kind, (list) => list.map((entry) => (entry.key === key ? { ...entry, ...change } : entry))),
    refused: (fields) =>
      setServerFields(
        Object.fromEntries(Object.entries(fields).filter(([field]) => /^(phones|emails)\.\d+$/.test(field))),
      ),
    input,
    clear: () => {
      setChanged(true);
      setLists({ phones: listOf(undefined), emails: listOf(undefined) });
    },
    max: { phones: limits.phonesMax, emails: limits.emailsMax },
  };
}
