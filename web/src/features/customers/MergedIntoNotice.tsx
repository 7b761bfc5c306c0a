// On a merged (removed) customer's page, antd's info Alert: rarely shown, so its code comes only when it is
// (CustomerDetailsPage renders it as an antdIsland).
import { useQuery } from '@apollo/client/react';
import { Alert } from 'antd';
import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { CustomerNameLink } from './CustomerMergeLinks.tsx';
import { CustomerMergedIntoDocument } from './customerDocuments.ts';

/**
 * On a merged (removed) customer's page: into whom, with a link. Fetched again when the customer changes (`revision`).
 */
export function MergedIntoNotice({ id, revision }: { id: string; revision: string }) {
  const { data, refetch } = useQuery(CustomerMergedIntoDocument, {
    variables: { id },
    fetchPolicy: 'network-only',
    context: { background: true },
  });
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
        <FormattedMessage
          defaultMessage="This customer was merged into {customer}. Restoring it makes it active again and no longer merged."
          id="dSyMgH"
          description="A merged customer's page: into whom (a link to its page), and what Restore does"
          values={{ customer: <CustomerNameLink id={into} /> }}
        />
      }
    />
  );
}
