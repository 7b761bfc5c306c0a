// Two people on one customer (docs/collaboration.md): while the form is open, another person's save reaches it at once.
// A field they changed that this form left as it was takes their value; one this form changed too, differently, waits
// for a choice (theirs or yours) before Save. The save then carries the version the form has caught up with, so the
// server merges with what it knows and refuses only what this form has not seen.
import type { FormikProps } from 'formik';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CustomerFieldsFragment } from '../../../gql/graphql.ts';
import {
  customerFormValues,
  formFields,
  type CustomerFormField,
  type CustomerFormValues,
} from '../customerFormValues.ts';

export interface EditConflicts {
  /** Who changed the customer while the form was open ('' when unknown: the notice says "Someone"); null while nobody has */
  changedBy: string | null;
  /** Who removed the customer while the form was open (it was active when it opened; '' when unknown); null otherwise */
  removedBy: string | null;
  /** Fields others changed that the form took, as this form had not changed them */
  taken: CustomerFormField[];
  /** Fields both changed, with their value: Save waits until each is resolved */
  conflicts: Partial<Record<CustomerFormField, string>>;
  /** The version a save is made on */
  version: number;
  /** Another save reached the form (live, or in a CONFLICT answer); `by` is who made it, when known */
  absorb(customer: CustomerFieldsFragment, by: string | null): void;
  takeTheirs(field: CustomerFormField): void;
  keepMine(field: CustomerFormField): void;
  /** Forgets the notice once nothing waits for a choice */
  dismiss(): void;
}

export function useEditConflicts(
  formik: FormikProps<CustomerFormValues>,
  start: CustomerFieldsFragment | null,
): EditConflicts {
  const seen = useRef(start && { values: customerFormValues(start), version: start.version });
  // As the form opened: `start` follows the cache, which later writes reach.
  const openedActive = useRef(start?.status ?? false).current;
  const form = useRef(formik);
  // eslint-disable-next-line react-hooks/refs -- latest-value ref: absorb and resolve stay stable, read the form now
  form.current = formik;
  const [changedBy, setChangedBy] = useState<string | null>(null);
  const [removedBy, setRemovedBy] = useState<string | null>(null);
  const [taken, setTaken] = useState<CustomerFormField[]>([]);
  const [conflicts, setConflicts] = useState<Partial<Record<CustomerFormField, string>>>({});
  const [version, setVersion] = useState(start?.version ?? 0);

  const absorb = useCallback(
    (customer: CustomerFieldsFragment, by: string | null) => {
      const before = seen.current;
      if (!before || customer.version <= before.version) return;
      const theirs = customerFormValues(customer);
      const mine = form.current.values;
      const took: CustomerFormField[] = [];
      const clashes: Partial<Record<CustomerFormField, string>> = {};
      for (const field of formFields) {
        if (theirs[field] === before.values[field]) continue;
        if (mine[field] === before.values[field]) {
          void form.current.setFieldValue(field, theirs[field]);
          took.push(field);
        } else if (mine[field] !== theirs[field]) {
          clashes[field] = theirs[field];
        }
      }
      seen.current = { values: theirs, version: customer.version };
      setVersion(customer.version);
      if (openedActive) setRemovedBy(customer.status ? null : (by ?? ''));
      // A choice still waiting is settled by a later change that made theirs what this form holds.
      setConflicts((current) => {
        const kept = Object.fromEntries(
          Object.entries(current).filter(
            ([field]) => mine[field as CustomerFormField] !== theirs[field as CustomerFormField],
          ),
        );
        return { ...kept, ...clashes };
      });
      if (!took.length && !Object.keys(clashes).length) return;
      setChangedBy(by ?? '');
      setTaken((current) => [...new Set([...current, ...took])]);
    },
    [openedActive],
  );

  const conflictsNow = useRef(conflicts);
  // eslint-disable-next-line react-hooks/refs -- the latest-value ref: resolve stays stable, reads the conflicts now
  conflictsNow.current = conflicts;
  const resolve = useCallback((field: CustomerFormField, theirs: boolean) => {
    const value = conflictsNow.current[field];
    if (theirs && value !== undefined) void form.current.setFieldValue(field, value);
    setConflicts(({ [field]: _chosen, ...rest }) => rest);
  }, []);

  return {
    changedBy,
    removedBy,
    taken,
    conflicts,
    version,
    absorb,
    takeTheirs: (field) => resolve(field, true),
    keepMine: (field) => resolve(field, false),
    dismiss: () => {
      setChangedBy(null);
      setTaken([]);
    },
  };
}

/** Feeds the live customer (useCustomerActivity) into the form's conflicts as it changes. */
export function useAbsorbLive(conflicts: EditConflicts, live: CustomerFieldsFragment | null, by: string | null): void {
  const { absorb } = conflicts;
  useEffect(() => {
    if (live) absorb(live, by);
  }, [absorb, live, by]);
}
