// A customer's tags on its page: the chips, and for roles that write, Change tags (a checkbox per team tag) and Save,
// which saves the customer with its tags and the version shown (others' changes to other fields stay theirs).
import { EditOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { CustomerFieldsFragment } from '../../../gql/graphql.ts';
import { TagChips, TagsProvider, useTeamTags } from '../../../shared/tags/TagChips.tsx';
import { TagChoices } from '../../../shared/tags/TagChoices.tsx';
import { UiAlert } from '../../../shared/UiAlert.tsx';
import { UiButton } from '../../../shared/UiButton.tsx';
import { useSaveCustomerMutation } from '../useSaveCustomerMutation.ts';
import { tagWords } from './tagWords.ts';
import './customerTags.css';

export function CustomerTags({ customer, canWrite }: { customer: CustomerFieldsFragment; canWrite: boolean }) {
  const intl = useIntl();
  const { tags } = useTeamTags();
  const { save } = useSaveCustomerMutation();
  const [chosen, setChosen] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async () => {
    if (!chosen) return;
    setBusy(true);
    const { id, version, fname, lname, email, phone, address, notes } = customer;
    const result = await save({ id, version, fname, lname, email, phone, address, notes, tagIds: chosen });
    setBusy(false);
    if (result.ok) {
      setChosen(null);
      setProblem(null);
    } else setProblem(result.fields.tagIds ?? intl.formatMessage(tagWords.failed));
  };
  return (
    <section className="customer-tags-section" aria-label={intl.formatMessage(tagWords.choose)}>
      {chosen === null ? (
        <div className="customer-tags">
          <span className="ui-label">{intl.formatMessage(tagWords.choose)}</span>
          <TagsProvider tags={tags}>
            {customer.tags.length ? (
              <TagChips ids={customer.tags} />
            ) : (
              <span className="details-none">{intl.formatMessage(tagWords.noTags)}</span>
            )}
          </TagsProvider>
          {canWrite && (
            <UiButton
              size="small"
              icon={<EditOutlined />}
              onClick={() => setChosen(customer.tags.map(({ id }) => id).filter((id) => tags.some((t) => t.id === id)))}
            >
              {intl.formatMessage(tagWords.edit)}
            </UiButton>
          )}
        </div>
      ) : (
        <>
          <TagChoices
            legend={intl.formatMessage(tagWords.choose)}
            tags={tags}
            value={chosen}
            onChange={setChosen}
            empty={intl.formatMessage(tagWords.none)}
          />
          {problem && <UiAlert role="alert">{problem}</UiAlert>}
          <div className="customer-tags-actions">
            <UiButton size="small" primary loading={busy} onClick={() => void submit()}>
              {intl.formatMessage(tagWords.save)}
            </UiButton>
            <UiButton size="small" onClick={() => setChosen(null)}>
              {intl.formatMessage(tagWords.cancel)}
            </UiButton>
          </div>
        </>
      )}
    </section>
  );
}
