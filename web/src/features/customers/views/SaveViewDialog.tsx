// The saved views' save form (ViewsControl.tsx): a plain modal <dialog> that names a new view, or updates the open one
// with what the list shows now, shared with the team where the role may.
import { SaveOutlined } from '@ant-design/icons';
import { useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { savedViewLimits } from '../../../../../server/domain/views/savedView.ts';
import type { SavedViewFieldsFragment } from '../../../gql/graphql.ts';
import { useServerWords } from '../../../shared/i18n/serverWords.ts';
import { UiButton } from '../../../shared/UiButton.tsx';
import type { CustomerListState } from './listUrlState.ts';
import { useSaveViewMutation } from './useSavedViewMutations.ts';

type SavedView = SavedViewFieldsFragment;

/** The save form's purpose: a new view, or the open one with what the list shows now. */
const dialogWords = defineMessages({
  save: { defaultMessage: 'Save view', id: '9Mu6Oc', description: 'Save view dialog (new): its title and its button' },
  update: {
    defaultMessage: 'Update view',
    id: '8YwxrN',
    description: 'Save view dialog (updating): its title and its button',
  },
});

export type Saving = { as: 'new' } | { as: 'update'; view: SavedView };

export function SaveViewDialog({
  saving,
  state,
  mayShare,
  onSaved,
  onClose,
}: {
  saving: Saving;
  state: CustomerListState;
  mayShare: boolean;
  onSaved(view: SavedView): void;
  onClose(): void;
}) {
  const intl = useIntl();
  const serverWords = useServerWords();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const nameId = useId();
  const problemId = useId();
  const existing = saving.as === 'update' ? saving.view : null;
  const [name, setName] = useState(existing?.name ?? '');
  const [shared, setShared] = useState(existing?.shared ?? false);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = useSaveViewMutation();
  useLayoutEffect(() => {
    const element = dialog.current;
    // Where focus was (the Views button): it goes back there when the dialog leaves, as antd's modals do.
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (element && !element.open) element.showModal();
    return () => {
      element?.close();
      returnTo?.focus();
    };
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The server's own words for it, said through useServerWords as its refusals are.
    if (!name.trim()) return setProblem('Please name the view');
    setBusy(true);
    const outcome = await save({
      id: existing?.id,
      name,
      shared: mayShare && shared,
      filter: state.filter,
      search: state.search || null,
      customerOwner: state.owner,
      tagIds: [...state.tagIds],
      companyId: state.companyId,
      fieldFilters: state.fieldFilters.map(({ key, value, min, max }) => ({ key, value, min, max })),
      orderBy: [
        {
          field: state.order.field,
          direction: state.order.direction,
          ...(state.order.field === 'CUSTOM' && { fieldKey: state.order.fieldKey }),
        },
      ],
      columns: [...state.columns],
    });
    setBusy(false);
    if (outcome.ok) onSaved(outcome.value);
    else setProblem(outcome.problem);
  };

  return (
    <dialog
      ref={dialog}
      className="ui-dialog views-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <h2 id={titleId} className="ui-dialog-title">
          {intl.formatMessage(existing ? dialogWords.update : dialogWords.save)}
        </h2>
        <p className="views-dialog-text">
          {existing ? (
            <FormattedMessage
              defaultMessage="“{name}” will show the list as it is now: its filter, search, order and columns."
              id="pke7ba"
              description="Save view dialog (updating): what the open view will show"
              values={{ name: existing.name }}
            />
          ) : (
            <FormattedMessage
              defaultMessage="Saves the list as it is now: its filter, search, order and columns."
              id="EbrAFY"
              description="Save view dialog (new): what a view keeps"
            />
          )}
        </p>
        <div className={problem ? 'ui-field ui-field-invalid views-dialog-field' : 'ui-field views-dialog-field'}>
          <label className="ui-label ui-label-required" htmlFor={nameId}>
            <FormattedMessage
              defaultMessage="Name"
              id="tkVfS1"
              description="Save view dialog: label of the view's name"
            />
          </label>
          <span className="ui-input">
            <input
              id={nameId}
              value={name}
              maxLength={savedViewLimits.nameMax}
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog opens to type a name: focus goes into it
              autoFocus
              autoComplete="off"
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? problemId : undefined}
              onChange={(event) => {
                setName(event.target.value);
                setProblem(null);
              }}
            />
          </span>
          {problem && (
            <div className="ui-field-message" id={problemId} role="alert">
              {serverWords(problem)}
            </div>
          )}
        </div>
        {mayShare && (
          <label className="views-dialog-share">
            <input type="checkbox" checked={shared} onChange={(event) => setShared(event.target.checked)} />
            <FormattedMessage
              defaultMessage="Share with the team"
              id="z3e9Z2"
              description="Save view dialog: checkbox that shares the view with the whole team"
            />
          </label>
        )}
        <div className="ui-dialog-actions">
          <UiButton onClick={onClose}>
            <FormattedMessage
              defaultMessage="Cancel"
              id="etP2eK"
              description="Save view dialog: button that closes it unsaved"
            />
          </UiButton>
          <UiButton primary type="submit" loading={busy} icon={<SaveOutlined />}>
            {intl.formatMessage(existing ? dialogWords.update : dialogWords.save)}
          </UiButton>
        </div>
      </form>
    </dialog>
  );
}
