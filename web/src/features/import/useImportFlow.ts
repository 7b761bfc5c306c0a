// The import's steps as one state the page renders: a file read by the parse worker, its columns mapped, its rows
// checked (the worker) and looked up (findDuplicates.ts), then sent in batches (runImport.ts).
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useRef, useState } from 'react';
import type { DuplicateAction } from '../../gql/graphql.ts';
import { ImportCustomersDocument, ImportDuplicatesDocument } from './importDocuments.ts';
import { importProblems, type ImportProblem } from './importLabels.ts';
import { guessMapping, type ColumnMapping } from './importRows.ts';
import type { ImportWorkerResponse } from './importWorker.ts';
import { findDuplicates } from './findDuplicates.ts';
import { runImport, type ImportSummary, type PreviewRow } from './runImport.ts';
import { failureOf, useImportWorker } from './useImportWorker.ts';
import { reportError } from '../../shared/reportError.ts';

export type Parsed = Extract<ImportWorkerResponse, { type: 'parsed' }>;
export type Stage =
  | { name: 'choose'; error?: ImportProblem }
  | { name: 'reading'; file: string }
  | { name: 'map'; file: string; parsed: Parsed; mapping: ColumnMapping }
  | { name: 'checking'; file: string; done: number; total: number }
  | { name: 'preview'; file: string }
  | { name: 'importing'; done: number; total: number }
  | { name: 'done'; summary: ImportSummary };

/** What the import page holds of an import in progress, and the steps' actions. */
export type ImportFlow = ReturnType<typeof useImportFlow>;

/** The steps' state and what moves it on; `onSent` hears when an import has stopped, done or not. */
export function useImportFlow(onSent: () => void) {
  const client = useApolloClient();
  const askWorker = useImportWorker();
  const [stage, setStage] = useState<Stage>({ name: 'choose' });
  const [rows, setRows] = useState<PreviewRow[]>([]);
  const [defaultChoice, setDefaultChoice] = useState<DuplicateAction>('SKIP');
  const cancelRequested = useRef(false);
  const [importBatch] = useMutation(ImportCustomersDocument);

  const choose = async (file: File) => {
    if (!/\.(csv|xlsx)$/i.test(file.name)) {
      setStage({ name: 'choose', error: { message: importProblems.fileType } });
      return;
    }
    setStage({ name: 'reading', file: file.name });
    const answer = await askWorker({ type: 'parse', file });
    if (answer.type !== 'parsed') setStage({ name: 'choose', error: failureOf(answer) });
    else setStage({ name: 'map', file: file.name, parsed: answer, mapping: guessMapping(answer.headers) });
  };

  const check = async (file: string, mapping: ColumnMapping) => {
    setStage({ name: 'checking', file, done: 0, total: 0 });
    const answer = await askWorker({ type: 'check', mapping });
    if (answer.type !== 'checked') {
      setStage({ name: 'choose', error: failureOf(answer) });
      return;
    }
    const checked = await findDuplicates(
      answer.rows,
      async (contacts) => {
        const { data } = await client.query({
          query: ImportDuplicatesDocument,
          variables: { contacts },
          fetchPolicy: 'no-cache',
          context: { background: true },
        });
        return data?.customerDuplicates ?? [];
      },
      (done, total) => setStage({ name: 'checking', file, done, total }),
    );
    setRows(checked);
    setStage({ name: 'preview', file });
  };

  const start = async () => {
    cancelRequested.current = false;
    try {
      const summary = await runImport(rows, defaultChoice, {
        send: async (batch, onDuplicate, importId) => {
          const { data } = await importBatch({ variables: { rows: batch, onDuplicate, importId } });
          return data!.importCustomers;
        },
        onProgress: (done, total) => setStage({ name: 'importing', done, total }),
        cancelled: () => cancelRequested.current,
      });
      setStage({ name: 'done', summary });
    } catch (error) {
      reportError('Importing failed', error);
      setStage({ name: 'choose', error: { message: importProblems.stopped } });
    }
    onSent();
  };

  const cancel = () => {
    cancelRequested.current = true;
  };

  return { stage, setStage, rows, setRows, defaultChoice, setDefaultChoice, choose, check, start, cancel };
}
