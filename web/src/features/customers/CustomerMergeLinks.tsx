// A customer's page and history beside merges: whom it was merged into, its duplicates to merge, the others' names.
import { MergeCellsOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { Alert, Button } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { CustomerDuplicatesDocument, CustomerMergedIntoDocument, CustomerNameDocument } from './customerDocuments.ts';
import { paths } from '../../shared/routes.ts';

/** Another customer's name as a link to its page (its id while the name loads, or when it is gone). */
export function CustomerNameLink({ id }: { id: string }) {
  const { data } = useQuery(CustomerNameDocument, { variables: { id }, context: { background: true } });
  const customer = data?.customer;
  return (
    <Link to={paths.customerDetails(id)}>
      <bdi>{customer ? `${customer.fname} ${customer.lname}` : id}</bdi>
    </Link>
  );
}

/** On a merged (removed) customer's page: into whom, with a link. Asked again when the customer changes (`revision`). */
export function MergedIntoNotice({ id, revision }: { id: string; revision: string }) {
  const { data, refetch } = useQuery(CustomerMergedIntoDocument, { variables: { id }, fetchPolicy: 'network-only', context: { background: true } });
  const first = useRef(true);
  useEffect(() => {
    if (first.current) first.current = false;
    else void refetch();
  }, [revision, refetch]);
  const into = data?.customer?.mergedInto;
  if (!into) return null;
  return (
    <Alert
      className="merged-into"
      type="info"
      showIcon
      role="status"
      title={
        <>
          This customer was merged into <CustomerNameLink id={into} />. Restoring it makes it active again and no longer merged.
        </>
      }
    />
  );
}

/** "Merge duplicates" on an active customer's page, when other active customers share its email or phone. */
export function MergeDuplicatesButton({ id, email, phone }: { id: string; email: string; phone: string }) {
  const navigate = useNavigate();
  const { data } = useQuery(CustomerDuplicatesDocument, {
    variables: { contacts: [{ email, phone }] },
    fetchPolicy: 'network-only',
    context: { background: true },
  });
  const others = [
    ...new Set((data?.customerDuplicates ?? []).filter(({ customer }) => customer.status && customer.id !== id).map(({ customer }) => customer.id)),
  ];
  if (!others.length) return null;
  return (
    <Button icon={<MergeCellsOutlined aria-hidden="true" />} onClick={() => navigate(paths.mergeDuplicates([id, ...others]))}>
      Merge {others.length} {others.length === 1 ? 'duplicate' : 'duplicates'}
    </Button>
  );
}
