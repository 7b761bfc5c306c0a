// The Duplicates view's groups: active customers that share an email or a phone, each group with its Merge and its
// "Not duplicates" (asked to confirm), rendered with antd (its List, the merge dialog) as a part of its own under the
// screen's plain card (DuplicatesPage.tsx).
// Opened with ?merge=id,id (the duplicate notice, a customer's page), it opens the merge of those customers at once.
import { MergeCellsOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Empty, List, Popconfirm, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { limits } from '../../../../server/domain/fieldRules.ts';
import { useEarlyFetchPolicy } from '../../shared/earlyQuery.ts';
import { useServerWords } from '../../shared/i18n/serverWords.ts';
import { usePermissions } from '../../shared/permissions.tsx';
import { paths } from '../../shared/routes.ts';
import { GroupsLoading } from './groupsLoading.tsx';
import { DuplicateGroupsDocument } from './mergeDocuments.ts';
import { MergeDialog } from './MergeDialog.tsx';
import { useMarkNotDuplicatesMutation } from './useMarkNotDuplicatesMutation.ts';

/** Customers one merge may remove into the kept one: the server's limits.mergeIdsMax (typed by it). */
const mergeIdsMax: (typeof limits)['mergeIdsMax'] = 20;
/** At most this many ids come from an address: the kept customer and those merged into it. */
const idsFromAddressMax = mergeIdsMax + 1;

/** Words only screen readers read, inside a button's name */
const hidden = (chunks: ReactNode[]) => <span className="visually-hidden">{chunks}</span>;

export function DuplicateGroups() {
  const intl = useIntl();
  const serverWords = useServerWords();
  const { canWrite } = usePermissions();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { data, loading, error, refetch } = useQuery(DuplicateGroupsDocument, {
    fetchPolicy: useEarlyFetchPolicy(DuplicateGroupsDocument, undefined, 'cache-and-network'),
  });
  const fromAddress = (params.get('merge') ?? '').split(',').filter(Boolean).slice(0, idsFromAddressMax);
  const merging = canWrite && fromAddress.length >= 2 ? fromAddress : null;
  const groups = data?.customerDuplicateGroups ?? [];
  const { mark, marking } = useMarkNotDuplicatesMutation();
  const [markProblem, setMarkProblem] = useState<string | null>(null);
  const markNotDuplicates = async (ids: string[]) => {
    setMarkProblem(null);
    const outcome = await mark(ids);
    if (!outcome.ok) setMarkProblem(outcome.problem);
  };

  const openMerge = (ids: string[]) => setParams({ merge: ids.join(',') });
  // Opened from the list here, a merge comes back to it; opened from elsewhere (?from=elsewhere), closing goes back
  // there and a merge goes on to the kept customer.
  const openedHere = params.get('from') !== 'elsewhere';
  const closeMerge = () => (openedHere ? setParams({}, { replace: true }) : navigate(-1));
  const merged = (keptId: string) => {
    void refetch();
    if (openedHere) setParams({}, { replace: true });
    else navigate(paths.customerDetails(keptId), { replace: true });
  };

  return (
    <>
      {error && (
        <Alert
          type="error"
          role="alert"
          title={intl.formatMessage({
            defaultMessage: 'The duplicates could not be loaded.',
            id: 'ik13LH',
            description: 'Duplicates view: loading the groups failed',
          })}
        />
      )}
      {markProblem && (
        <Alert
          type="error"
          role="alert"
          title={intl.formatMessage(
            {
              defaultMessage: 'The group could not be marked as not duplicates: {problem}',
              id: 'UUCWYA',
              description: "Duplicates view: marking a group failed ({problem}: the server's reason)",
            },
            { problem: serverWords(markProblem) },
          )}
        />
      )}
      {loading && !data && <GroupsLoading />}
      {data && !groups.length && (
        <Empty
          description={intl.formatMessage({
            defaultMessage: 'No duplicates: no two active customers share an email or a phone.',
            id: 'HaMH0/',
            description: 'Duplicates view: there are no groups',
          })}
        />
      )}
      {groups.length > 0 && (
        <List
          className="duplicate-groups"
          aria-label={intl.formatMessage({
            defaultMessage: 'Groups of duplicates',
            id: 'jJ8RSj',
            description: 'Duplicates view: accessible name of the list of groups',
          })}
          dataSource={groups}
          rowKey={(group) => group.customers.map(({ id }) => id).join(',')}
          renderItem={(group) => {
            // A shared phone as one of them typed it, not in E.164.
            const phones = group.phones.map(
              (phone) => group.customers.find(({ phoneNormalized }) => phoneNormalized === phone)?.phone ?? phone,
            );
            const shared = [...group.emails, ...phones].join(', ');
            return (
              <List.Item
                className="duplicate-group"
                actions={
                  canWrite
                    ? [
                        <Button
                          key="merge"
                          icon={<MergeCellsOutlined aria-hidden="true" />}
                          onClick={() => openMerge(group.customers.map(({ id }) => id))}
                        >
                          <FormattedMessage
                            defaultMessage="Merge<hidden> the customers sharing {shared}</hidden>"
                            id="XgyUDY"
                            description="Duplicates view: a group's merge button (the hidden part read by screen readers; {shared}: the emails and phones)"
                            values={{ hidden, shared }}
                          />
                        </Button>,
                        <Popconfirm
                          key="not-duplicates"
                          title={intl.formatMessage({
                            defaultMessage: 'Mark these customers as not duplicates?',
                            id: '3O4wjb',
                            description: "Duplicates view: the not-duplicates confirmation's question",
                          })}
                          description={intl.formatMessage({
                            defaultMessage:
                              'This group is no longer offered here; a new customer sharing their email or phone brings it back.',
                            id: 'BQ11pI',
                            description: 'Duplicates view: what marking a group as not duplicates does',
                          })}
                          okText={intl.formatMessage({
                            defaultMessage: 'Mark as not duplicates',
                            id: 'M+1mrI',
                            description: "Duplicates view: the not-duplicates confirmation's button",
                          })}
                          // Inside the window on a phone, however long the description.
                          styles={{ root: { maxWidth: 'min(360px, calc(100vw - 24px))' } }}
                          onConfirm={() => markNotDuplicates(group.customers.map(({ id }) => id))}
                        >
                          <Button loading={marking}>
                            <FormattedMessage
                              defaultMessage="Not duplicates<hidden> (the customers sharing {shared})</hidden>"
                              id="cuQ91i"
                              description="Duplicates view: a group's button that marks it as not duplicates (the hidden part read by screen readers)"
                              values={{ hidden, shared }}
                            />
                          </Button>
                        </Popconfirm>,
                      ]
                    : []
                }
              >
                <div className="duplicate-group-body">
                  <Typography.Text type="secondary" className="duplicate-shared">
                    <FormattedMessage
                      defaultMessage="Share {shared}"
                      id="CvdrcA"
                      description="Duplicates view: what a group's customers have in common ({shared}: emails and phones)"
                      values={{ shared: <bdi>{shared}</bdi> }}
                    />
                  </Typography.Text>
                  <ul className="duplicate-members">
                    {group.customers.map((customer) => (
                      <li key={customer.id}>
                        <FormattedMessage
                          defaultMessage="{name} <contact>{email} · {phone}</contact>"
                          id="U9Z3/z"
                          description="Duplicates view: a customer of a group, its name (a link), email and phone"
                          values={{
                            name: (
                              <Link to={paths.customerDetails(customer.id)}>
                                <bdi>
                                  {customer.fname} {customer.lname}
                                </bdi>
                              </Link>
                            ),
                            contact: (chunks) => <span className="duplicate-contact">{chunks}</span>,
                            email: <bdi>{customer.email}</bdi>,
                            phone: <bdi>{customer.phone}</bdi>,
                          }}
                        />
                      </li>
                    ))}
                  </ul>
                </div>
              </List.Item>
            );
          }}
        />
      )}
      {merging && <MergeDialog ids={merging} onClose={closeMerge} onMerged={merged} />}
    </>
  );
}
