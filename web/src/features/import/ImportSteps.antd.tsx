// The import's steps inside the page's card, rendered with antd as a part of their own (ImportPage.tsx renders the
// card, its title and the first step's words plain): each step renders itself (ChooseFile, MapColumns, PreviewStep,
// SummaryStep).
import { Button, Progress, Space, Spin, Typography } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFormats } from '../../shared/i18n/formats.ts';
import { ChooseFile } from './ChooseFile.tsx';
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
  const intl = useIntl();
  const formats = useFormats();
  const { stage, setStage, rows, setRows, defaultChoice, setDefaultChoice, choose, check, start, cancel } = flow;
  return (
    <>
      {stage.name === 'choose' && <ChooseFile error={stage.error} onChoose={choose} />}
      {stage.name === 'reading' && (
        <Spin
          description={intl.formatMessage(
            {
              defaultMessage: 'Reading {file}…',
              id: 'do50kx',
              description: 'Import: the chosen file is being read ({file}: its name)',
            },
            { file: stage.file },
          )}
        />
      )}
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
            <FormattedMessage
              defaultMessage="Checking the rows of {file} and looking for customers you already have…"
              id="R+W08N"
              description="Import: the rows are being checked ({file}: the file's name)"
              values={{ file: stage.file }}
            />
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
            <FormattedMessage
              defaultMessage="Imported {done} of {total, plural, one {# row} other {# rows}}"
              id="uU987o"
              description="Import: progress while the rows are sent"
              values={{ done: formats.number(stage.done), total: stage.total }}
            />
          </Typography.Text>
          <Progress percent={stage.total ? Math.floor((stage.done / stage.total) * 100) : 100} />
          <Button onClick={cancel}>
            <FormattedMessage
              defaultMessage="Cancel"
              id="gIGAfb"
              description="Import: button that stops an import in progress"
            />
          </Button>
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
