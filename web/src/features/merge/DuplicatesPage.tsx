// The Duplicates view: active customers that share an email or a phone, in groups, each with its Merge. The card and
// its words are rendered plain with the screen; the groups come as an antd part of their own
// (DuplicateGroups.antd.tsx), its code fetched once the screen has painted, so a phone shows the screen before antd's
// code has arrived.
import { AfterPaint } from '../../shared/AfterPaint.tsx';
import { antdIsland } from '../../shared/AntdIsland.tsx';
import { PageCard } from '../../shared/PageCard.tsx';
import { usePermissions } from '../../shared/permissions.tsx';
import { screenWords } from '../../shared/screenWords.ts';
import { GroupsLoading } from './groupsLoading.tsx';
import './merge.css';
import { useIntl } from 'react-intl';

const DuplicateGroups = antdIsland(
  () => import('./DuplicateGroups.antd.tsx'),
  (module) => module.DuplicateGroups,
);

export function DuplicatesPage() {
  const intl = useIntl();
  const { canWrite } = usePermissions();
  return (
    <PageCard title={intl.formatMessage(screenWords.duplicatesTitle)} className="duplicates-card">
      <p className="duplicates-intro">
        {canWrite
          ? intl.formatMessage(
              {
                defaultMessage: '{lead} {merge}',
                id: 'UN4p/Q',
                description: 'Duplicates view: its lead sentence and, for roles that may merge, the second one',
              },
              {
                lead: intl.formatMessage(screenWords.duplicatesLead),
                merge: intl.formatMessage(screenWords.duplicatesMerge),
              },
            )
          : intl.formatMessage(screenWords.duplicatesLead)}
      </p>
      <AfterPaint fallback={<GroupsLoading />}>
        <DuplicateGroups />
      </AfterPaint>
    </PageCard>
  );
}
