// A customer's page and history beside merges: its duplicates to merge, the others' names (whom it was merged into:
// MergedIntoNotice.tsx, rendered with antd).
import { MergeCellsOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { FormattedMessage } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { CustomerDuplicatesDocument, CustomerNameDocument } from './customerDocuments.ts';
import { useIdleAfterPaint } from '../../shared/useIdleAfterPaint.ts';
import { paths } from '../../shared/routes.ts';
import { UiButton } from '../../shared/UiButton.tsx';

/** Another customer's name as a link to its page (its id while the name loads, or when it is gone). */
export function CustomerNameLink({ id }: { id: string }) {
  const { data } = useQuery(CustomerNameDocument, { variables: { id }, context: { background: true } });
  const customer = data?.customer;
  const name = customer ? `${customer.fname} ${customer.lname}` : id;
  return (
    <Link to={paths.customerDetails(id)}>
      <bdi>{name}</bdi>
    </Link>
  );
}

/** "Merge duplicates" on an active customer's page, when other active customers share its email or phone. */
export function MergeDuplicatesButton({ id, email, phone }: { id: string; email: string; phone: string }) {
  const navigate = useNavigate();
  // Asked once the page has painted: on a page's first load, the request would otherwise be sent in the one task
  // where every section of the page starts reading its data.
  const idle = useIdleAfterPaint();
  const { data } = useQuery(CustomerDuplicatesDocument, {
    variables: { contacts: [{ email, phone }] },
    skip: !idle,
    fetchPolicy: 'network-only',
    context: { background: true },
  });
  const others = [
    ...new Set(
      (data?.customerDuplicates ?? [])
        .filter(({ customer }) => customer.status && customer.id !== id)
        .map(({ customer }) => customer.id),
    ),
  ];
  if (!others.length) return null;
  return (
    <UiButton icon={<MergeCellsOutlined />} onClick={() => navigate(paths.mergeDuplicates([id, ...others]))}>
      <FormattedMessage
        defaultMessage="Merge {count, plural, one {# duplicate} other {# duplicates}}"
        id="EAUu4/"
        description="A customer's page: button to merge it with the other customers sharing its email or phone"
        values={{ count: others.length }}
      />
    </UiButton>
  );
}
