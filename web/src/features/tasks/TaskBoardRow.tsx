// One row of the Tasks screen's lists, in plain elements (a board holds hundreds: antd's buttons, tick box and pop-up
// confirmation per row made the first rows come late).
import { CheckOutlined, DeleteOutlined, EditOutlined, UndoOutlined } from '@ant-design/icons';
import { memo } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { TaskFieldsFragment } from '../../gql/graphql.ts';
import { UiButton } from '../../shared/UiButton.tsx';
import { TaskItem } from './TaskItem.tsx';
import { namedActions, taskWords } from './taskWords.ts';

/** What a row does; the same functions for every row and render, so a row renders again only when its own task does. */
export interface RowActions {
  complete(task: TaskFieldsFragment): void;
  edit(task: TaskFieldsFragment): void;
  remove(task: TaskFieldsFragment): void;
  tick(id: string, on: boolean): void;
}

/**
 * One task of the board with its controls. Rendered again only when its task, its tick or the viewer's rights change; a task is compared by what it holds, as Apollo hands out new objects for every task while
 * an optimistic answer is shown.
 */
export const BoardRow = memo(
  function BoardRow({
    task,
    ticked,
    canWrite,
    actions,
  }: {
    task: TaskFieldsFragment;
    ticked: boolean;
    canWrite: boolean;
    actions: RowActions;
  }) {
    const intl = useIntl();
    const named = (words: MessageDescriptor) => intl.formatMessage(words, { title: task.title });
    return (
      <TaskItem
        task={task}
        tick={
          canWrite &&
          !task.done && (
            <input
              type="checkbox"
              className="task-tick"
              checked={ticked}
              onChange={(event) => actions.tick(task.id, event.target.checked)}
              aria-label={named(namedActions.tick)}
            />
          )
        }
        actions={
          canWrite && (
            <>
              <UiButton
                size="small"
                icon={task.done ? <UndoOutlined /> : <CheckOutlined />}
                onClick={() => actions.complete(task)}
                aria-label={named(task.done ? namedActions.reopen : namedActions.complete)}
              >
                {intl.formatMessage(task.done ? taskWords.reopen : taskWords.completeButton)}
              </UiButton>
              {!task.done && (
                <UiButton
                  size="small"
                  icon={<EditOutlined />}
                  onClick={() => actions.edit(task)}
                  aria-label={named(namedActions.edit)}
                />
              )}
              <UiButton
                size="small"
                className="ui-button-danger"
                icon={<DeleteOutlined />}
                onClick={() => actions.remove(task)}
                aria-label={named(namedActions.delete)}
              />
            </>
          )
        }
      />
    );
  },
  (before, after) =>
    before.ticked === after.ticked &&
    before.canWrite === after.canWrite &&
    before.actions === after.actions &&
    (before.task === after.task || JSON.stringify(before.task) === JSON.stringify(after.task)),
);
