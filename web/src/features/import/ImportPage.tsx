// The import page: the steps' state lives in useImportFlow.ts, each step draws itself (ChooseFile, MapColumns,
// PreviewStep, SummaryStep), and the imports list with its undo stays below them.
import { useQuery } from '@apollo/client/react';
import { Button, Card, Progress, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useEarlyFetchPolicy } from '../../shared/earlyQuery.ts';
import { ChooseFile } from './ChooseFile.tsx';
import { CustomerImportsDocument } from './importDocuments.ts';
import { count } from './importLabels.ts';
import { MapColumns } from './MapColumns.tsx';
import { PreviewStep } from './PreviewStep.tsx';
import { RecentImports } from './RecentImports.tsx';
import { SummaryStep } from './SummaryStep.tsx';
import type { UndoAnswer } from './UndoImport.tsx';
import { useImportFlow } from './useImportFlow.ts';

/** 'dashboard/import': a CSV or XLSX file in, columns mapped, rows checked and fixed, then imported in batches. */
export function ImportPage() {
  const imports = useQuery(CustomerImportsDocument, { fetchPolicy: useEarlyFetchPolicy(CustomerImportsDocument, undefined, 'network-only') });
  const { stage, setStage, rows, setRows, defaultChoice, setDefaultChoice, choose, check, start, cancel } = useImportFlow(() => void imports.refetch());
  /** The last undo's answer, and which import it undid */
  const [undone, setUndone] = useState<{ importId: string; answer: UndoAnswer } | null>(null);
  const undoneOf = (importId: string) => (answer: UndoAnswer) => {
    setUndone({ importId, answer });
    void imports.refetch();
  };

  return (
    <Space orientation="vertical" size="large" className="import-page">
      <Card
        className="page-card"
        variant="borderless"
        title={
          <Typography.Title level={1} className="page-title">
            Import customers
          </Typography.Title>
        }
      >
        {stage.name === 'choose' && <ChooseFile error={stage.error} onChoose={choose} />}
        {stage.name === 'reading' && <Spin description={`Reading ${stage.file}…`} />}
        {stage.name === 'map' && (
          <MapColumns
            parsed={stage.parsed}
            mapping={stage.mapping}
            onChange={(mapping) => setStage({ ...stage, mapping })}
            onCheck={() => check(stage.file, stage.mapping)}
            onBack={() => setStage({ name: 'choose' })}
          />
        )}
        {stage.name === 'checking' && (
          <Space orientation="vertical">
            <Typography.Text>Checking the rows of {stage.file} and looking for customers you already have…</Typography.Text>
            <Progress percent={stage.total ? Math.floor((stage.done / stage.total) * 100) : 0} />
          </Space>
        )}
        {stage.name === 'preview' && (
          <PreviewStep
            rows={rows}
            setRows={setRows}
            defaultChoice={defaultChoice}
            setDefaultChoice={setDefaultChoice}
            onImport={start}
            onBack={() => setStage({ name: 'choose' })}
          />
        )}
        {stage.name === 'importing' && (
          <Space orientation="vertical" className="import-progress">
            <Typography.Text role="status">
              Imported {count(stage.done)} of {count(stage.total)} rows
            </Typography.Text>
            <Progress percent={stage.total ? Math.floor((stage.done / stage.total) * 100) : 100} />
            <Button onClick={cancel}>Cancel</Button>
          </Space>
        )}
        {stage.name === 'done' && (
          <SummaryStep
            summary={stage.summary}
            undone={undone && undone.importId === stage.summary.importId ? undone.answer : null}
            onAnother={() => setStage({ name: 'choose' })}
            onUndone={undoneOf(stage.summary.importId!)}
          />
        )}
      </Card>
      <RecentImports
        imports={imports.data?.customerImports ?? []}
        loading={imports.loading}
        undone={undone && stage.name !== 'done' ? undone.answer : null}
        onUndone={undoneOf}
      />
    </Space>
  );
}
