// Undoing an import, from its summary or the imports list, and what the undo did.
import { useMutation } from '@apollo/client/react';
import type { ResultOf } from '@graphql-typed-document-node/core';
import { Alert, Button, Popconfirm, Space, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { UndoCustomerImportDocument } from './importDocuments.ts';
import { paths } from '../../shared/routes.ts';
import { reportError } from '../../shared/reportError.ts';

export type UndoAnswer = ResultOf<typeof UndoCustomerImportDocument>['undoCustomerImport'];

/** Undo with a confirmation; the answer goes to `onUndone`. */
export function UndoButton({
  importId,
  onUndone,
  label,
  name,
}: {
  importId: string;
  onUndone(answer: UndoAnswer): void;
  label: string;
  name?: string;
}) {
  const [undo, { loading, error }] = useMutation(UndoCustomerImportDocument);
  return (
    <Space>
      <Popconfirm
        title="Undo this import?"
        description="Customers it created are deleted; customers it updated get their earlier fields back."
        okText="Undo"
        // Inside the window on a phone, however long the description.
        styles={{ root: { maxWidth: 'min(360px, calc(100vw - 24px))' } }}
        onConfirm={async () => {
          const answer = await undo({ variables: { importId } }).catch((failure: unknown) =>
            reportError('Undoing the import failed', failure),
          );
          if (answer?.data) onUndone(answer.data.undoCustomerImport);
        }}
      >
        <Button danger loading={loading} aria-label={name}>
          {label}
        </Button>
      </Popconfirm>
      {error && <Typography.Text type="danger">The import could not be undone.</Typography.Text>}
    </Space>
  );
}
/** What an undo did, and the customers it left because someone changed them since. */
export function UndoResult({ answer }: { answer: UndoAnswer }) {
  const { removed, reverted, keptChangedSince } = answer;
  return (
    <Alert
      role="status"
      type="info"
      showIcon
      className="import-undo-result"
      title={`Import undone: ${removed} deleted, ${reverted} given their earlier fields back`}
      description={
        keptChangedSince.length > 0 && (
          <span>
            Left as they are, since someone changed them after the import:{' '}
            {keptChangedSince.map((customer, index) => (
              <span key={customer.id}>
                {index > 0 && ', '}
                <Link to={paths.customerDetails(customer.id)}>
                  <bdi>
                    {customer.fname} {customer.lname}
                  </bdi>
                </Link>
              </span>
            ))}
          </span>
        )
      }
    />
  );
}
