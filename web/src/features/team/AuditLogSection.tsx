// What was done in the team, newest first, a page at a time.
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Table } from 'antd';
import { useState } from 'react';
import { useEarlyFetchPolicy } from '../../shared/earlyQuery.ts';
import { AuditLogDocument, auditPageSize } from './teamDocuments.ts';
import { useStackedColumns } from './stackedColumns.tsx';
import { Section, when } from './teamParts.tsx';

export function AuditLogSection() {
  const { data, loading, error, fetchMore } = useQuery(AuditLogDocument, {
    variables: { first: auditPageSize },
    fetchPolicy: useEarlyFetchPolicy(AuditLogDocument, { first: auditPageSize }, 'cache-and-network'),
  });
  const [more, setMore] = useState(false);
  const page = data?.auditLog;
  type Entry = NonNullable<typeof page>['nodes'][number];
  const auditColumns = useStackedColumns<Entry>('Entry', [
    { key: 'at', title: 'When', width: 170, render: (_, entry) => when(entry.at) },
    { key: 'actor', title: 'Who', render: (_, entry) => entry.actor?.email ?? '—' },
    { key: 'address', title: 'Address', width: 130, render: (_, entry) => entry.address ?? '—' },
    {
      key: 'action',
      title: 'Action',
      width: 200,
      render: (_, entry) => <span className="team-action">{entry.action}</span>,
    },
    { key: 'target', title: 'Target', render: (_, entry) => entry.target ?? '—' },
    { key: 'details', title: 'Details', render: (_, entry) => entry.details ?? '—' },
  ]);
  return (
    <Section title="Audit log" id="team-audit">
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
        aria-label="Audit log, newest first"
        locale={{ emptyText: 'Nothing recorded yet.' }}
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
          Load more
        </Button>
      )}
    </Section>
  );
}
