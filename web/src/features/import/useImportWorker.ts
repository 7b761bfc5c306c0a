// The parse worker (importWorker.ts) as a port the import's steps ask: one request, one answer.
import { useEffect, useRef } from 'react';
import { importProblems, type ImportProblem } from './importLabels.ts';
import type { ImportWorkerRequest, ImportWorkerResponse } from './importWorker.ts';

/** Asks the parse worker one thing and waits for its answer. */
export type AskWorker = (request: ImportWorkerRequest) => Promise<ImportWorkerResponse>;

/** What to tell the user when the worker answered with something else than requested. */
export function failureOf(answer: ImportWorkerResponse): ImportProblem {
  if (answer.type !== 'failed') return { message: importProblems.unreadable };
  if (answer.problem === 'noRows') return { message: importProblems.noRows };
  return answer.detail
    ? { message: importProblems.unreadableWhy, detail: answer.detail }
    : { message: importProblems.unreadable };
}

/** The parse worker, answering one request at a time; it goes (with the rows it holds) when the page does. */
export function useImportWorker(): AskWorker {
  const worker = useRef<Worker | null>(null);
  useEffect(
    () => () => {
      worker.current?.terminate();
      worker.current = null;
    },
    [],
  );
  return (request: ImportWorkerRequest) =>
    new Promise<ImportWorkerResponse>((resolve) => {
      worker.current ??= new Worker(new URL('./importWorker.ts', import.meta.url), { type: 'module' });
      worker.current.onmessage = ({ data }: MessageEvent<ImportWorkerResponse>) => resolve(data);
      worker.current.onerror = (event) => resolve({ type: 'failed', problem: 'unreadable', detail: event.message });
      worker.current.postMessage(request);
    });
}
