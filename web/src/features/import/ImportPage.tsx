// The import page: the steps' state lives in useImportFlow.ts, and the steps are rendered by ImportSteps.antd.tsx; the
// imports list with its undo stays below them. The card, its title and the first step's words are rendered plain with
// the screen; the steps and the list come as antd parts of their own, their code fetched once the screen has painted.
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { AfterPaint } from '../../shared/AfterPaint.tsx';
import { antdIsland } from '../../shared/AntdIsland.tsx';
import { useEarlyFetchPolicy } from '../../shared/earlyQuery.ts';
import { PageCard } from '../../shared/PageCard.tsx';
import { screenWords } from '../../shared/screenWords.ts';
import { CustomerImportsDocument } from './importDocuments.ts';
import type { UndoAnswer } from './UndoImport.tsx';
import { useImportFlow } from './useImportFlow.ts';
import { useIntl } from 'react-intl';

const loadSteps = () => import('./ImportSteps.antd.tsx');
const ImportSteps = antdIsland(loadSteps, (module) => module.ImportSteps);
/**
 * Rendered no sooner than the steps above it, whose code it waits for too: come first, it would be pushed down by them.
 */
const RecentImports = antdIsland(
  () => Promise.all([import('./RecentImports.antd.tsx'), loadSteps()]).then(([module]) => module),
  (module) => module.RecentImports,
);

/** 'dashboard/import': a CSV or XLSX file in, columns mapped, rows checked and fixed, then imported in batches. */
export function ImportPage() {
  const intl = useIntl();
  const imports = useQuery(CustomerImportsDocument, {
    fetchPolicy: useEarlyFetchPolicy(CustomerImportsDocument, undefined, 'network-only'),
  });
  const flow = useImportFlow(() => void imports.refetch());
  const { stage } = flow;
  /** The last undo's answer, and which import it undid */
  const [undone, setUndone] = useState<{ importId: string; answer: UndoAnswer } | null>(null);
  const undoneOf = (importId: string) => (answer: UndoAnswer) => {
    setUndone({ importId, answer });
    void imports.refetch();
  };

  return (
    <div className="import-page">
      <PageCard title={intl.formatMessage(screenWords.importTitle)}>
        {stage.name === 'choose' && <p className="import-intro">{intl.formatMessage(screenWords.importIntro)}</p>}
        <AfterPaint>
          <ImportSteps
            flow={flow}
            undone={
              undone && stage.name === 'done' && undone.importId === stage.summary.importId ? undone.answer : null
            }
            onUndone={undoneOf}
          />
        </AfterPaint>
      </PageCard>
      <AfterPaint>
        <RecentImports
          imports={imports.data?.customerImports ?? []}
          loading={imports.loading}
          undone={undone && stage.name !== 'done' ? undone.answer : null}
          onUndone={undoneOf}
        />
      </AfterPaint>
    </div>
  );
}
