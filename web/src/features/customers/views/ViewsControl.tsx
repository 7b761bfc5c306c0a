// Saved views of the customers list: open one (its filter, search, order and columns), save what the list shows as a
// new one (for oneself, or shared with the team), update or delete one's own. The save form is a plain modal <dialog>.
import {
  CheckOutlined,
  DeleteOutlined,
  EditOutlined,
  EyeOutlined,
  PlusOutlined,
  SaveOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { savedViewLimits } from '../../../../../server/domain/views/savedView.ts';
import { savedViewAccess } from '../../../../../server/graphql/fieldAccess.ts';
import { MenuButton, type MenuItem } from '../../../shared/MenuButton.tsx';
import type { SavedViewFieldsFragment } from '../../../gql/graphql.ts';
import { useDialogs } from '../../../shared/dialogs.tsx';
import { useEarlyFetchPolicy } from '../../../shared/earlyQuery.ts';
import { usePermissions } from '../../../shared/permissions.tsx';
import { UiButton } from '../../../shared/UiButton.tsx';
import { listStateOfView, showsView, type CustomerListState } from './listUrlState.ts';
import { useDeleteViewMutation, useSaveViewMutation } from './useSavedViewMutations.ts';
import { SavedViewsDocument } from './viewDocuments.ts';
import './views.css';

type SavedView = SavedViewFieldsFragment;

interface ViewsControlProps {
  state: CustomerListState;
  onChange(state: Partial<CustomerListState>): void;
}

/** The save form's purpose: a new view, or the open one with what the list shows now. */
type Saving = { as: 'new' } | { as: 'update'; view: SavedView };

function SaveViewDialog({
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
    if (!name.trim()) return setProblem('Please name the view');
    setBusy(true);
    const outcome = await save({
      id: existing?.id,
      name,
      shared: mayShare && shared,
      filter: state.filter,
      search: state.search || null,
      orderBy: [{ field: state.order.field, direction: state.order.direction }],
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
          {existing ? 'Update view' : 'Save view'}
        </h2>
        <p className="views-dialog-text">
          {existing
            ? `“${existing.name}” will show the list as it is now: its filter, search, order and columns.`
            : 'Saves the list as it is now: its filter, search, order and columns.'}
        </p>
        <div className={problem ? 'ui-field ui-field-invalid views-dialog-field' : 'ui-field views-dialog-field'}>
          <label className="ui-label ui-label-required" htmlFor={nameId}>
            Name
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
              {problem}
            </div>
          )}
        </div>
        {mayShare && (
          <label className="views-dialog-share">
            <input type="checkbox" checked={shared} onChange={(event) => setShared(event.target.checked)} />
            Share with the team
          </label>
        )}
        <div className="ui-dialog-actions">
          <UiButton onClick={onClose}>Cancel</UiButton>
          <UiButton primary type="submit" loading={busy} icon={<SaveOutlined />}>
            {existing ? 'Update view' : 'Save view'}
          </UiButton>
        </div>
      </form>
    </dialog>
  );
}

export function ViewsControl({ state, onChange }: ViewsControlProps) {
  const { may } = usePermissions();
  const { data } = useQuery(SavedViewsDocument, {
    fetchPolicy: useEarlyFetchPolicy(SavedViewsDocument, undefined, 'cache-and-network'),
  });
  const dialogs = useDialogs();
  const deleteView = useDeleteViewMutation();
  const [saving, setSaving] = useState<Saving | null>(null);
  const views = data?.savedViews ?? [];
  const me = data?.me?.uid;
  const openView = views.find((view) => view.id === state.viewId) ?? null;
  const mayShare = may(savedViewAccess.share);
  const mayChange = (view: SavedView) =>
    view.owner?.uid === me || (view.shared && may(savedViewAccess.changeOthersShared));
  const changed = openView !== null && !showsView(state, openView);

  const confirmDelete = (view: SavedView) => {
    void dialogs.modal().then((modal) => {
      modal.confirm({
        title: `Delete the view “${view.name}”?`,
        content: view.shared
          ? 'Nobody in the team will find it under Views any more. The list stays as it is.'
          : 'The list stays as it is.',
        okText: 'Delete view',
        okButtonProps: { danger: true },
        cancelText: 'Cancel',
        focusable: { autoFocusButton: 'cancel' },
        onOk: async () => {
          const outcome = await deleteView(view.id);
          if (!outcome.ok) {
            modal.error({ title: 'The view was not deleted', content: outcome.problem });
            return;
          }
          onChange({ viewId: null });
          void dialogs.message().then((message) => message.success(`View “${view.name}” deleted`));
        },
      });
    });
  };

  const items: MenuItem[] = [
    ...views.map<MenuItem>((view) => ({
      key: view.id,
      label: view.shared
        ? `${view.name} (shared${view.owner?.uid === me ? '' : ` by ${view.owner?.email ?? 'someone'}`})`
        : view.name,
      icon: view.id === state.viewId ? <CheckOutlined /> : view.shared ? <TeamOutlined /> : <EyeOutlined />,
      onSelect: () => onChange(listStateOfView(view)),
    })),
    ...(views.length ? [] : [{ key: 'none', label: 'No saved views yet', icon: <EyeOutlined />, disabled: true }]),
    {
      key: 'new',
      label: 'Save as new view…',
      icon: <PlusOutlined />,
      dividerBefore: true,
      onSelect: () => setSaving({ as: 'new' }),
    },
    ...(openView && mayChange(openView)
      ? [
          {
            key: 'update',
            label: `Update “${openView.name}”…`,
            icon: <EditOutlined />,
            onSelect: () => setSaving({ as: 'update', view: openView }),
          },
          {
            key: 'delete',
            label: `Delete “${openView.name}”…`,
            icon: <DeleteOutlined />,
            danger: true,
            onSelect: () => confirmDelete(openView),
          },
        ]
      : []),
  ];

  const buttonText = openView ? `${openView.name}${changed ? ' (changed)' : ''}` : 'Views';
  return (
    <>
      <MenuButton
        label={openView ? `Views: ${buttonText}` : 'Views'}
        buttonClassName="ui-button views-button"
        button={
          <>
            <EyeOutlined aria-hidden="true" />
            <span className="views-button-text">{buttonText}</span>
          </>
        }
        items={items}
      />
      {saving && (
        <SaveViewDialog
          saving={saving}
          state={state}
          mayShare={mayShare}
          onClose={() => setSaving(null)}
          onSaved={(view) => {
            setSaving(null);
            onChange({ viewId: view.id });
            void dialogs.message().then((message) => message.success(`View “${view.name}” saved`));
          }}
        />
      )}
    </>
  );
}
