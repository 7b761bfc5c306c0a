// Merging duplicates: which customer stays (the oldest unless a person picks another), and per field which of their
// values it keeps (notes may be joined); what tells them apart, and what the notes will keep of the values left out.
import { useApolloClient } from '@apollo/client/react';
import { Alert, Button, Checkbox, Modal, Radio, Skeleton, Typography } from 'antd';
import { useEffect, useId, useMemo, useState } from 'react';
import { CandidateRecord, type Candidate } from './CandidateRecord.tsx';
import {
  carriedLines,
  distinctValues,
  joinedNotes,
  mergeFields,
  suggestedKeep,
  valuesOf,
  type MergeField,
  type MergeValues,
} from './mergeChoices.ts';
import { MergeCandidateDocument } from './mergeDocuments.ts';
import { useMergeCustomersMutation } from './useMergeCustomersMutation.ts';

const fieldLabels: Record<MergeField, string> = {
  fname: 'First name',
  lname: 'Last name',
  email: 'Email',
  phone: 'Phone',
  address: 'Address',
  notes: 'Notes',
};

/** The customers of these ids as they are now (any status); those gone are left out. */
function useCandidates(ids: readonly string[]) {
  const client = useApolloClient();
  const [state, setState] = useState<{ customers: Candidate[]; failed: boolean; loading: boolean }>({
    customers: [],
    failed: false,
    loading: true,
  });
  const key = ids.join(',');
  useEffect(() => {
    let current = true;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- other ids: what was loaded for the last ones goes
    setState({ customers: [], failed: false, loading: true });
    Promise.all(
      ids.map((id) => client.query({ query: MergeCandidateDocument, variables: { id }, fetchPolicy: 'network-only' })),
    )
      .then((answers) => {
        if (current)
          setState({
            customers: answers.flatMap(({ data }) => (data?.customer ? [data.customer] : [])),
            failed: false,
            loading: false,
          });
      })
      .catch(() => current && setState({ customers: [], failed: true, loading: false }));
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- fetched again when the ids change
  }, [key, client]);
  return state;
}

const nameOf = (customer: Candidate) => `${customer.fname} ${customer.lname}`;

export interface MergeDialogProps {
  /** The customers to merge (the oldest of them is suggested to keep: mergeChoices.ts) */
  ids: readonly string[];
  onClose(): void;
  /** After a merge: the kept customer's id */
  onMerged(keptId: string): void;
}

export function MergeDialog({ ids, onClose, onMerged }: MergeDialogProps) {
  const { customers: loaded, failed, loading } = useCandidates(ids);
  // A customer merged already is not offered again (the server would refuse it).
  const customers = useMemo(() => loaded.filter(({ mergedInto }) => !mergedInto), [loaded]);
  const [keepId, setKeepId] = useState<string | null>(null);
  const [values, setValues] = useState<MergeValues | null>(null);
  const [joinNotes, setJoinNotes] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { merge, merging } = useMergeCustomersMutation();
  const titleId = useId();

  const kept = customers.find(({ id }) => id === keepId) ?? suggestedKeep(customers);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- merged values start from the loaded kept customer
    if (kept && !values) setValues(valuesOf(kept));
  }, [kept, values]);

  const keep = (id: string) => {
    const customer = customers.find((candidate) => candidate.id === id)!;
    setKeepId(id);
    setValues(valuesOf(customer));
  };
  const others = customers.filter(({ id }) => id !== kept?.id);
  const chosen = values && { ...values, notes: joinNotes ? joinedNotes(customers) : values.notes };
  const carried = kept && chosen ? carriedLines(chosen, kept, others) : [];

  const submit = async () => {
    if (!kept || !chosen) return;
    setProblem(null);
    const outcome = await merge(
      kept.id,
      others.map(({ id }) => id),
      chosen,
      kept.version,
    );
    if (outcome.ok) onMerged(outcome.value);
    else setProblem(outcome.problem);
  };

  const ready = !loading && !failed && customers.length >= 2 && kept && values;
  return (
    <Modal
      open
      title={<span id={titleId}>Merge duplicates</span>}
      onCancel={onClose}
      width={640}
      className="merge-dialog"
      footer={[
        <Button key="cancel" onClick={onClose}>
          Cancel
        </Button>,
        <Button key="merge" type="primary" danger loading={merging} disabled={!ready} onClick={() => void submit()}>
          {ready ? `Merge ${customers.length} customers` : 'Merge'}
        </Button>,
      ]}
      aria-labelledby={titleId}
    >
      {loading && <Skeleton active paragraph={{ rows: 6 }} />}
      {failed && <Alert type="error" showIcon title="The customers could not be loaded. Close this and try again." />}
      {!loading && !failed && customers.length < 2 && (
        <Alert
          type="info"
          showIcon
          title="There is nothing to merge: fewer than two of these customers can be merged (the others were merged already or are gone)."
        />
      )}
      {ready && (
        <div className="merge-choices">
          <Typography.Paragraph>
            The kept customer takes the values chosen below; the others are removed and marked as merged into it. A
            merged customer can be restored from its page.
          </Typography.Paragraph>
          <fieldset className="merge-field">
            <legend>Keep</legend>
            <Radio.Group
              value={kept.id}
              onChange={(event) => keep(event.target.value as string)}
              className="merge-options"
            >
              {customers.map((customer) => (
                <Radio key={customer.id} value={customer.id}>
                  <bdi>{nameOf(customer)}</bdi>{' '}
                  <span className="merge-hint">{customer.status ? customer.email : `${customer.email} (removed)`}</span>
                  <CandidateRecord customer={customer} />
                </Radio>
              ))}
            </Radio.Group>
          </fieldset>
          {mergeFields.map((field) => {
            const options = distinctValues(customers, field);
            const notes = field === 'notes';
            if (options.length < 2 && !(notes && options.length === 1 && !values.notes.trim())) {
              return (
                <div className="merge-field merge-same" key={field}>
                  <span className="merge-label">{fieldLabels[field]}</span>{' '}
                  {options[0] ? (
                    <bdi className="merge-value">{options[0]}</bdi>
                  ) : (
                    <Typography.Text type="secondary">None</Typography.Text>
                  )}
                </div>
              );
            }
            return (
              <fieldset className="merge-field" key={field}>
                <legend>{fieldLabels[field]}</legend>
                <Radio.Group
                  value={values[field].trim()}
                  disabled={notes && joinNotes}
                  onChange={(event) => setValues({ ...values, [field]: event.target.value as string })}
                  className="merge-options"
                >
                  {options.map((option) => (
                    <Radio key={option} value={option}>
                      <bdi className="merge-value">{option}</bdi>
                    </Radio>
                  ))}
                  {notes && (
                    <Radio value="">
                      <Typography.Text type="secondary">No notes</Typography.Text>
                    </Radio>
                  )}
                </Radio.Group>
                {notes && (
                  <Checkbox
                    checked={joinNotes}
                    onChange={(event) => setJoinNotes(event.target.checked)}
                    className="merge-join"
                  >
                    Join the notes of all {customers.length} customers
                  </Checkbox>
                )}
              </fieldset>
            );
          })}
          <Typography.Paragraph className="merge-summary">
            <bdi>{others.map(nameOf).join(', ')}</bdi> will be merged into <bdi>{nameOf(kept)}</bdi>.
          </Typography.Paragraph>
          {carried.length > 0 && (
            <div className="merge-carried">
              <p className="merge-label">Nothing is lost: these lines are added to the kept customer’s notes</p>
              <ul>
                {carried.map((line) => (
                  <li key={line}>
                    <bdi>{line}</bdi>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {problem && <Alert type="error" showIcon title={problem} role="alert" />}
        </div>
      )}
    </Modal>
  );
}
