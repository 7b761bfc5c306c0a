import { MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { Empty, Space, Spin, Table, Typography, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { matchesWorkerSearch } from '../../../../server/domain/search.ts';
import type { WorkersQuery } from '../../gql/graphql.ts';
import { EmailAddress, ListCount, ListSearch, useListSearch, useStackedRows } from '../../shared/listPage.tsx';
import { PageCard } from '../../shared/PageCard.tsx';
import { WorkerPhoto } from './WorkerPhoto.tsx';
import { useWorkers } from './useWorkers.ts';

type Worker = WorkersQuery['workers'][number];

export const maxPhonesShown = 3;

const birthdayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Birthdays are YYYY-MM-DD; anything else is shown as it came. */
export function formatBirthday(birthday: string | null | undefined): string {
  if (!birthday) return '';
  const date = /^\d{4}-\d{2}-\d{2}$/.test(birthday) ? new Date(`${birthday}T00:00:00Z`) : null;
  return date && !Number.isNaN(date.getTime()) ? birthdayFormat.format(date) : birthday;
}

/** The mailto link; in a stacked row it may wrap after the '@' (an icon and a non-breaking space lead it). */
function WorkerEmail({ worker, wrapping = false }: { worker: Worker; wrapping?: boolean }) {
  if (!worker.email) return null;
  return (
    <a href={`mailto:${worker.email}`} className="worker-email">
      <MailOutlined />
      {'\u00a0'}
      {wrapping ? <EmailAddress email={worker.email} /> : worker.email}
    </a>
  );
}

function WorkerPhones({ worker }: { worker: Worker }) {
  return (
    <Space orientation="vertical" size={2}>
      {worker.phones.slice(0, maxPhonesShown).map((phone) => (
        <a key={phone} href={`tel:${phone.replace(/[^\d+]/g, '')}`} className="worker-phone">
          <PhoneOutlined /> {phone}
        </a>
      ))}
    </Space>
  );
}

/** SPEC §2's columns, one field each (tablets and wider). */
function spreadColumns(): TableColumnsType<Worker> {
  return [
    {
      key: 'name',
      title: 'Name',
      width: 230,
      render: (_value, worker) => (
        <Space size="middle">
          <WorkerPhoto name={worker.name} photoUrl={worker.photoUrl} />
          <Typography.Text strong>{worker.name}</Typography.Text>
        </Space>
      ),
    },
    {
      key: 'email',
      title: 'Email',
      width: 270,
      ellipsis: true,
      render: (_value, worker) => <WorkerEmail worker={worker} />,
    },
    { key: 'birthday', title: 'Birthday', width: 160, className: 'nowrap', render: (_value, worker) => formatBirthday(worker.birthday) },
    {
      key: 'phones',
      title: 'Phones',
      width: 190,
      render: (_value, worker) => <WorkerPhones worker={worker} />,
    },
  ];
}

/** The same fields stacked beside the photo in one cell (phones). */
function stackedColumns(): TableColumnsType<Worker> {
  return [
    {
      key: 'contact',
      title: 'Contact',
      render: (_value, worker) => (
        <div className="stacked-contact">
          <WorkerPhoto name={worker.name} photoUrl={worker.photoUrl} />
          <div className="stacked-cell">
            <strong className="stacked-title">{worker.name}</strong>
            <WorkerEmail worker={worker} wrapping />
            {worker.birthday && <span>{formatBirthday(worker.birthday)}</span>}
            <WorkerPhones worker={worker} />
          </div>
        </div>
      ),
    },
  ];
}

/** '#' is a row's place in the whole filtered list (the table's own index restarts on every page). */
function columnsFor(stacked: boolean, positionOf: (worker: Worker) => number): TableColumnsType<Worker> {
  const index: TableColumnsType<Worker>[number] = { key: 'index', title: '#', width: stacked ? 36 : 48, align: 'right', render: (_value, worker) => positionOf(worker) };
  return [index, ...(stacked ? stackedColumns() : spreadColumns())];
}

export function ContactsPage() {
  const { workers, loading, failed } = useWorkers();
  const { search, setSearch, searching, shown } = useListSearch(workers, matchesWorkerSearch);
  const stacked = useStackedRows();
  const columns = useMemo(() => {
    const positions = new Map(shown.map((worker, index) => [worker.id, index + 1]));
    return columnsFor(stacked, (worker) => positions.get(worker.id) ?? 0);
  }, [shown, stacked]);

  return (
    <PageCard title="Contacts" tag={<ListCount shown={shown.length} total={workers.length} counted={!loading} />}>
      <div className="customers-toolbar">
        <ListSearch label="Search contacts" placeholder="Search by name or email" value={search} onChange={setSearch} />
      </div>
      <Table<Worker>
        className="contacts-table"
        rowKey="id"
        columns={columns}
        dataSource={shown}
        scroll={stacked ? undefined : { x: 898 }}
        tableLayout={stacked ? 'fixed' : undefined}
        pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
        locale={{
          emptyText: loading ? (
            <Spin className="table-loading-placeholder" />
          ) : (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={failed ? 'Contacts are not available right now.' : searching ? 'No contact matches your search.' : 'No contacts yet.'}
            />
          ),
        }}
      />
    </PageCard>
  );
}
