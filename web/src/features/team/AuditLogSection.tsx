// What was done in the team, newest first, a page at a time.
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Table } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useEarlyFetchPolicy } from '../../shared/earlyQuery.ts';
import { AuditLogDocument, auditPageSize } from './teamDocuments.ts';
import { useStackedColumns } from './stackedColumns.tsx';
import { Section } from './teamParts.tsx';
import { useWhen } from '../../shared/i18n/formats.ts';
import { teamWords } from './teamWords.ts';

export function AuditLogSection() {
  const intl = useIntl();
  const when = useWhen();
  const { data, loading, error, fetchMore } = useQuery(AuditLogDocument, {
    variables: { first: auditPageSize },
    fetchPolicy: useEarlyFetchPolicy(AuditLogDocument, { first: auditPageSize }, 'cache-and-network'),
  });
  const [more, setMore] = useState(false);
  const page = data?.auditLog;
  type Entry = NonNullable<typeof page>['nodes'][number];
  const auditColumns = useStackedColumns<Entry>(
    intl.formatMessage({
      defaultMessage: 'Entry',
      id: 'gMTY11',
      description: "Team page on a phone: the audit log's one column",
    }),
    [
      { key: 'at', title: intl.formatMessage(teamWords.when), width: 170, render: (_, entry) => when(entry.at) },
      {
        key: 'actor',
        title: intl.formatMessage({
          defaultMessage: 'Who',
          id: 'iEdvDV',
          description: 'Team page: who did what the audit log records',
        }),
        render: (_, entry) => entry.actor?.email ?? '—',
      },
      {
        key: 'address',
        title: intl.formatMessage({
          defaultMessage: 'Address',
          id: 'JmZqoa',
          description: 'Team page: the network address an audit entry came from',
        }),
        width: 130,
        render: (_, entry) => entry.address ?? '—',
      },
      {
        key: 'action',
        title: intl.formatMessage({
          defaultMessage: 'Action',
          id: 'P0UPls',
          description: 'Team page: what an audit entry records was done',
        }),
        width: 200,
        render: (_, entry) => <span className="team-action">{entry.action}</span>,
      },
      {
        key: 'target',
        title: intl.formatMessage({
          defaultMessage: 'Target',
          id: 'oNRQRV',
          description: 'Team page: what an audit entry was done to',
        }),
        render: (_, entry) => entry.target ?? '—',
      },
      {
        key: 'details',
        title: intl.formatMessage({
          defaultMessage: 'Details',
          id: 'rPADml',
          description: 'Team page: more about an audit entry',
        }),
        render: (_, entry) => entry.details ?? '—',
      },
    ],
  );
  return (
    <Section
      title={intl.formatMessage({
        defaultMessage: 'Audit log',
        id: 'Vl2I6m',
        description: "Team page: the audit log's title",
      })}
      id="team-audit"
    >
      {error && <Alert className="team-note" type="error" role="alert" title={error.message} />}
      <Table
        rowKey="id"
        size="small"
        pagination={false}
        scroll={auditColumns.wide ? { x: 980 } : undefined}
        tableLayout="fixed"
        className="team-audit"
        loading={loading && !data}
        dataSource={page?.nodes ?? []}
        aria-label={intl.formatMessage({
          defaultMessage: 'Audit log, newest first',
          id: 'QsxTEf',
          description: "Team page: the audit log table's accessible name",
        })}
        locale={{
          emptyText: intl.formatMessage({
            defaultMessage: 'Nothing recorded yet.',
            id: 'RgpBib',
            description: 'Team page: the audit log is empty',
          }),
        }}
        columns={auditColumns.columns}
      />
      {page?.pageInfo.hasNextPage && (
        <Button
          className="team-more"
          loading={more}
          onClick={async () => {
            setMore(true);
            try {
              await fetchMore({
                variables: { first: auditPageSize, after: page.pageInfo.endCursor },
                updateQuery: (previous, { fetchMoreResult }) => ({
                  auditLog: {
                    ...fetchMoreResult.auditLog,
                    nodes: [...previous.auditLog.nodes, ...fetchMoreResult.auditLog.nodes],
                  },
                }),
              });
            } finally {
              setMore(false);
            }
          }}
        >
          <FormattedMessage
            defaultMessage="Load more"
            id="QuODVg"
            description="Team page: loads the next page of the audit log"
          />
        </Button>
      )}
    </Section>
  );
}
