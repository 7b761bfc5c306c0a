// The import's steps inside the page's card, rendered with antd as a part of their own (ImportPage.tsx renders the
// card, its title and the first step's words plain): each step renders itself (ChooseFile, MapColumns, PreviewStep,
// SummaryStep).
import { Button, Progress, Space, Spin, Typography } from 'antd';
import { ChooseFile } from './ChooseFile.tsx';
import { count } from './importLabels.ts';
import { MapColumns } from './MapColumns.tsx';
import { PreviewStep } from './PreviewStep.tsx';
import { SummaryStep } from './SummaryStep.tsx';
import type { UndoAnswer } from './UndoImport.tsx';
import type { ImportFlow } from './useImportFlow.ts';

export function ImportSteps({
  flow,
  undone,
  onUndone,
}: {
  flow: ImportFlow;
  /** The last undo's answer, when it undid the import just made */
  undone: UndoAnswer | null;
  onUndone(importId: string): (answer: UndoAnswer) => void;
}) {
  const { stage, setStage, rows, setRows, defaultChoice, setDefaultChoice, choose, check, start, cancel } = flow;
  return (
    <>
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
          <Typography.Text>
            Checking the rows of {stage.file} and looking for customers you already have…
          </Typography.Text>
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
          undone={undone}
          onAnother={() => setStage({ name: 'choose' })}
          onUndone={onUndone(stage.summary.importId!)}
        />
      )}
    </>
  );
}
