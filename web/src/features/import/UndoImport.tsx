// Undoing an import, from its summary or the imports list, and what the undo did.
import { useMutation } from '@apollo/client/react';
import type { ResultOf } from '@graphql-typed-document-node/core';
import { Alert, Button, Popconfirm, Space, Typography } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
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
  const intl = useIntl();
  const [undo, { loading, error }] = useMutation(UndoCustomerImportDocument);
  return (
    <Space>
      <Popconfirm
        title={intl.formatMessage({
          defaultMessage: 'Undo this import?',
          id: 'bcoClR',
          description: "Import: the undo's confirmation, its question",
        })}
        description={intl.formatMessage({
          defaultMessage: 'Customers it created are deleted; customers it updated get their earlier fields back.',
          id: 'j1vizA',
          description: "Import: the undo's confirmation, what it does",
        })}
        okText={intl.formatMessage({
          defaultMessage: 'Undo',
          id: '9Ion1+',
          description: 'Import: button that undoes an import (it asks to confirm first)',
        })}
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
      {error && (
        <Typography.Text type="danger">
          <FormattedMessage
            defaultMessage="The import could not be undone."
            id="2HH69j"
            description="Import: the undo failed"
          />
        </Typography.Text>
      )}
    </Space>
  );
}
/** What an undo did, and the customers it left because someone changed them since. */
export function UndoResult({ answer }: { answer: UndoAnswer }) {
  const intl = useIntl();
  const { removed, reverted, keptChangedSince } = answer;
  return (
    <Alert
      role="status"
      type="info"
      showIcon
      className="import-undo-result"
      title={intl.formatMessage(
        {
          defaultMessage: 'Import undone: {removed} deleted, {reverted} given their earlier fields back',
          id: 'CUXEi3',
          description: 'Import: what an undo did (counts of customers)',
        },
        { removed, reverted },
      )}
      description={
        keptChangedSince.length > 0 && (
          <span>
            <FormattedMessage
              defaultMessage="Left as they are, since someone changed them after the import: {customers}"
              id="FoC8/q"
              description="Import: customers an undo left alone ({customers}: their names, as links)"
              values={{
                customers: intl.formatList(
                  keptChangedSince.map((customer) => (
                    <Link key={customer.id} to={paths.customerDetails(customer.id)}>
                      <bdi>
                        {customer.fname} {customer.lname}
                      </bdi>
                    </Link>
                  )),
                  { type: 'unit', style: 'short' },
                ),
              }}
            />
          </span>
        )
      }
    />
  );
}
