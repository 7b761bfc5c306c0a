// Merging duplicates: which customer stays (the oldest unless a person picks another), and per field which of their
// values it keeps (notes may be joined); what tells them apart, and what the notes will keep of the values left out.
import { Alert, Button, Checkbox, Modal, Radio, Skeleton, Typography } from 'antd';
import { useEffect, useId, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { customerFieldMessages } from '../../shared/customerFieldWords.ts';
import { useServerWords } from '../../shared/i18n/serverWords.ts';
import { CandidateRecord, type Candidate } from './CandidateRecord.tsx';
import {
  carriedLines,
  distinctValues,
  joinedNotes,
  mergeFields,
  suggestedKeep,
  valuesOf,
  type MergeValues,
} from './mergeChoices.ts';
import { useCandidates } from './useCandidates.ts';
import { useMergeCustomersMutation } from './useMergeCustomersMutation.ts';

const nameOf = (customer: Candidate) => `${customer.fname} ${customer.lname}`;

export interface MergeDialogProps {
  /** The customers to merge (the oldest of them is suggested to keep: mergeChoices.ts) */
  ids: readonly string[];
  onClose(): void;
  /** After a merge: the kept customer's id */
  onMerged(keptId: string): void;
}

export function MergeDialog({ ids, onClose, onMerged }: MergeDialogProps) {
  const intl = useIntl();
  const serverWords = useServerWords();
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
      title={
        <span id={titleId}>
          <FormattedMessage defaultMessage="Merge duplicates" id="nI3sz9" description="Merge dialog: its title" />
        </span>
      }
      onCancel={onClose}
      width={640}
      className="merge-dialog"
      footer={[
        <Button key="cancel" onClick={onClose}>
          <FormattedMessage
            defaultMessage="Cancel"
            id="SW6SGJ"
            description="Merge dialog: button that closes it without merging"
          />
        </Button>,
        <Button key="merge" type="primary" danger loading={merging} disabled={!ready} onClick={() => void submit()}>
          {ready ? (
            <FormattedMessage
              defaultMessage="Merge {count, plural, one {# customer} other {# customers}}"
              id="TTPoUm"
              description="Merge dialog: button that merges the customers"
              values={{ count: customers.length }}
            />
          ) : (
            <FormattedMessage
              defaultMessage="Merge"
              id="7QQ+mF"
              description="Merge dialog: the merge button while the customers load"
            />
          )}
        </Button>,
      ]}
      aria-labelledby={titleId}
    >
      {loading && <Skeleton active paragraph={{ rows: 6 }} />}
      {failed && (
        <Alert
          type="error"
          showIcon
          title={intl.formatMessage({
            defaultMessage: 'The customers could not be loaded. Close this and try again.',
            id: 'uTD+I0',
            description: 'Merge dialog: loading the customers failed',
          })}
        />
      )}
      {!loading && !failed && customers.length < 2 && (
        <Alert
          type="info"
          showIcon
          title={intl.formatMessage({
            defaultMessage:
              'There is nothing to merge: fewer than two of these customers can be merged (the others were merged already or are gone).',
            id: 'omjyDA',
            description: 'Merge dialog: fewer than two of the customers are left to merge',
          })}
        />
      )}
      {ready && (
        <div className="merge-choices">
          <Typography.Paragraph>
            <FormattedMessage
              defaultMessage="The kept customer takes the values chosen below; the others are removed and marked as merged into it. A merged customer can be restored from its page."
              id="Ueh9Ti"
              description="Merge dialog: what a merge does"
            />
          </Typography.Paragraph>
          <fieldset className="merge-field">
            <legend>
              <FormattedMessage
                defaultMessage="Keep"
                id="ccRPc1"
                description="Merge dialog: heading of the choice of the customer that stays"
              />
            </legend>
            <Radio.Group
              value={kept.id}
              onChange={(event) => keep(event.target.value as string)}
              className="merge-options"
            >
              {customers.map((customer) => (
                <Radio key={customer.id} value={customer.id}>
                  <FormattedMessage
                    defaultMessage="{name} <hint>{email}</hint>"
                    id="Ry/zob"
                    description="Merge dialog: a customer to keep, its name and email"
                    values={{
                      name: <bdi>{nameOf(customer)}</bdi>,
                      hint: (chunks) => <span className="merge-hint">{chunks}</span>,
                      email: customer.status
                        ? customer.email
                        : intl.formatMessage(
                            {
                              defaultMessage: '{email} (removed)',
                              id: 'FALtAC',
                              description: 'Merge dialog: the email of a customer that is deleted',
                            },
                            { email: customer.email },
                          ),
                    }}
                  />
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
                  <FormattedMessage
                    defaultMessage="<label>{field}</label> {value}"
                    id="aV8eyw"
                    description="Merge dialog: a field all the customers share, its name and its one value"
                    values={{
                      label: (chunks) => <span className="merge-label">{chunks}</span>,
                      field: intl.formatMessage(customerFieldMessages[field]),
                      value: options[0] ? (
                        <bdi className="merge-value">{options[0]}</bdi>
                      ) : (
                        <Typography.Text type="secondary">
                          <FormattedMessage
                            defaultMessage="None"
                            id="+2gezQ"
                            description="Merge dialog: a field empty in every customer"
                          />
                        </Typography.Text>
                      ),
                    }}
                  />
                </div>
              );
            }
            return (
              <fieldset className="merge-field" key={field}>
                <legend>
                  <FormattedMessage {...customerFieldMessages[field]} />
                </legend>
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
                      <Typography.Text type="secondary">
                        <FormattedMessage
                          defaultMessage="No notes"
                          id="x5/JqE"
                          description="Merge dialog: the choice to keep no notes"
                        />
                      </Typography.Text>
                    </Radio>
                  )}
                </Radio.Group>
                {notes && (
                  <Checkbox
                    checked={joinNotes}
                    onChange={(event) => setJoinNotes(event.target.checked)}
                    className="merge-join"
                  >
                    <FormattedMessage
                      defaultMessage="Join the notes of all {count, plural, one {# customer} other {# customers}}"
                      id="ERYAIK"
                      description="Merge dialog: checkbox that keeps every customer's notes (there are two or more)"
                      values={{ count: customers.length }}
                    />
                  </Checkbox>
                )}
              </fieldset>
            );
          })}
          <Typography.Paragraph className="merge-summary">
            <FormattedMessage
              defaultMessage="{others} will be merged into {kept}."
              id="PVgrtj"
              description="Merge dialog: the names of the customers merged, and of the one kept"
              values={{ others: <bdi>{others.map(nameOf).join(', ')}</bdi>, kept: <bdi>{nameOf(kept)}</bdi> }}
            />
          </Typography.Paragraph>
          {carried.length > 0 && (
            <div className="merge-carried">
              <p className="merge-label">
                <FormattedMessage
                  defaultMessage="Nothing is lost: these lines are added to the kept customer’s notes"
                  id="we1nkn"
                  description="Merge dialog: heading of the lines the merge adds to the notes (in English, from the server)"
                />
              </p>
              <ul>
                {carried.map((line) => (
                  <li key={line}>
                    <bdi>{line}</bdi>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {problem && <Alert type="error" showIcon title={serverWords(problem)} role="alert" />}
        </div>
      )}
    </Modal>
  );
}
