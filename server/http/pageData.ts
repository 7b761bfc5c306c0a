// The answers to a screen's first queries, in the page the server sends at its address (docs/decisions/answers-in-the-page.md):
// the build lists them beside the screen's frame (frames/<segment>.queries.json, from web/src/app/pageQueries.ts),
// as the app sends them; the server runs each as the visitor, through the same Apollo Server (their role, their
// budget), and the app takes each answer once instead of asking (web/src/app/pageDataLink.ts). A phone then fetches
// and runs the app while no request of its own is waiting, and renders the screen once, with its data.
import fs from 'node:fs';
import path from 'node:path';
import type express from 'express';
import { log } from '../log.ts';

/** A query of a screen's first load, as written by the build; `:id` in its variables stands for the record's id. */
interface PageQuery {
  operationName: string;
  query: string;
  variables: Record<string, unknown>;
}

/** One answer in the page: the query's name and variables (as the app will ask) and the data. */
export interface PageAnswer {
  operationName: string;
  variables: Record<string, unknown>;
  answer: { data: Record<string, unknown> };
}

/** Runs one query as the person whose request this is: its data, or undefined when it answered with errors. */
export type RunAsVisitor = (
  req: express.Request,
  res: express.Response,
) => (
  query: string,
  operationName: string,
  variables: Record<string, unknown>,
) => Promise<Record<string, unknown> | undefined>;

const idStandIn = ':id';

function withId(value: unknown, id: string): unknown {
  if (value === idStandIn) return id;
  if (Array.isArray(value)) return value.map((entry) => withId(entry, id));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, withId(entry, id)]));
  return value;
}

/** The build's list for a segment, read again when the build changes. */
function queriesOf(webDir: string): (segment: string) => PageQuery[] {
  const read = new Map<string, { build: number; queries: PageQuery[] }>();
  return (segment) => {
    const file = path.join(webDir, 'frames', `${segment}.queries.json`);
    const build = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    const known = read.get(segment);
    if (known?.build === build) return known.queries;
    const queries = build ? (JSON.parse(fs.readFileSync(file, 'utf8')) as PageQuery[]) : [];
    read.set(segment, { build, queries });
    return queries;
  };
}

/**
 * The answers for the page of `segment` (with `id`, the record's, where the address has one): those that answered
 * without errors. A query refused (the session ended, the role may not) is left for the app to ask and explain.
 */
export function pageAnswers(webDir: string, run: RunAsVisitor) {
  const queries = queriesOf(webDir);
  return async (req: express.Request, res: express.Response, segment: string, id = ''): Promise<PageAnswer[]> => {
    const asVisitor = run(req, res);
    const answers = await Promise.all(
      queries(segment).map(async ({ operationName, query, variables }) => {
        const filled = withId(variables, id) as Record<string, unknown>;
        const data = await asVisitor(query, operationName, filled);
        return data && { operationName, variables: filled, answer: { data } };
      }),
    );
    return answers.filter((answer) => answer !== undefined);
  };
}

/**
 * The answers as a data block for the page: JSON, never run, with every `<` escaped so no value (a customer's notes
 * saying `</script>`) can end the block.
 */
export function pageDataBlock(answers: readonly PageAnswer[]): string {
  if (!answers.length) return '';
  return `<script type="application/json" id="page-data">${JSON.stringify(answers).replaceAll('<', '\\u003c')}</script>`;
}

type AnsweredFrames = Record<string, (locale: string, answers: readonly PageAnswer[]) => Promise<string | undefined>>;

/**
 * The frames the build renders for the server with the answers in them (dist/web-server/answeredFrames.js, from
 * web/src/app/answeredFrames.tsx: a customer's page with the customer in it), loaded once: a build made while the
 * server runs gets its frames and queries at once, and this render at the server's next start. `now`: as the server starts (in production, so no visitor waits for it), else when first asked for.
 * A build without it, or a frame it cannot render, leaves the page's frame as built.
 */
export function framesWithAnswers(webDir: string, now = false) {
  const file = path.join(webDir, '..', 'web-server', 'answeredFrames.js');
  let frames: Promise<AnsweredFrames | undefined> | undefined;
  const load = () =>
    (frames ??= fs.existsSync(file)
      ? import(file).then(
          (module: { answeredFrames: AnsweredFrames }) => module.answeredFrames,
          (error: unknown) => {
            log.error('the built frames with answers could not be loaded', error);
            return undefined;
          },
        )
      : Promise.resolve(undefined));
  if (now) void load();
  return async (segment: string, locale: string, answers: readonly PageAnswer[]): Promise<string | undefined> => {
    const loaded = await load();
    try {
      return await loaded?.[segment]?.(locale, answers);
    } catch (error) {
      log.error(`the frame of ${segment} could not be rendered with its answers`, error);
      return undefined;
    }
  };
}
