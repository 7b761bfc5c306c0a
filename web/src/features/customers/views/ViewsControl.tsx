// Saved views of the customers list: open one (its filter, search, order and columns), save what the list shows as a
// new one (for oneself, or shared with the team), update or delete one's own. The save form is a plain modal <dialog>.
import {
  CheckOutlined,
  DeleteOutlined,
  EditOutlined,
  EyeOutlined,
  PlusOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { savedViewAccess } from '../../../../../server/graphql/fieldAccess.ts';
import { MenuButton, type MenuItem } from '../../../shared/MenuButton.tsx';
import type { SavedViewFieldsFragment } from '../../../gql/graphql.ts';
import { useDialogs } from '../../../shared/dialogs.tsx';
import { useEarlyFetchPolicy } from '../../../shared/earlyQuery.ts';
import { useServerWords } from '../../../shared/i18n/serverWords.ts';
import { usePermissions } from '../../../shared/permissions.tsx';
import { listStateOfView, showsView, type CustomerListState } from './listUrlState.ts';
import { SaveViewDialog, type Saving } from './SaveViewDialog.tsx';
import { useDeleteViewMutation } from './useSavedViewMutations.ts';
import { SavedViewsDocument } from './viewDocuments.ts';
import './views.css';

type SavedView = SavedViewFieldsFragment;

interface ViewsControlProps {
  state: CustomerListState;
  /** What a save keeps of the state (custom fields no longer active left out); default: the state */
  savable?: CustomerListState;
  onChange(state: Partial<CustomerListState>): void;
}

export function ViewsControl({ state, savable = state, onChange }: ViewsControlProps) {
  const { may } = usePermissions();
  const intl = useIntl();
  const serverWords = useServerWords();
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
        title: intl.formatMessage(
          {
            defaultMessage: 'Delete the view “{name}”?',
            id: '7Ly2PN',
            description: "Views: title of a view's Delete dialog",
          },
          { name: view.name },
        ),
        content: view.shared
          ? intl.formatMessage({
              defaultMessage: 'Nobody in the team will find it under Views any more. The list stays as it is.',
              id: 'KspVOF',
              description: 'Views: what deleting a shared view does',
            })
          : intl.formatMessage({
              defaultMessage: 'The list stays as it is.',
              id: 'hlSlC7',
              description: 'Views: what deleting one of your own views does',
            }),
        okText: intl.formatMessage({
          defaultMessage: 'Delete view',
          id: 'fAHyL6',
          description: "Views: the Delete dialog's button that deletes the view",
        }),
        okButtonProps: { danger: true },
        cancelText: intl.formatMessage({
          defaultMessage: 'Cancel',
          id: 'hT8tG/',
          description: "Views: the Delete dialog's button that keeps the view",
        }),
        focusable: { autoFocusButton: 'cancel' },
        onOk: async () => {
          const outcome = await deleteView(view.id);
          if (!outcome.ok) {
            modal.error({
              title: intl.formatMessage({
                defaultMessage: 'The view was not deleted',
                id: 'juQDsE',
                description: 'Views: title of the dialog of a delete that failed',
              }),
              content: serverWords(outcome.problem),
            });
            return;
          }
          onChange({ viewId: null });
          const done = intl.formatMessage(
            {
              defaultMessage: 'View “{name}” deleted',
              id: 'Ml9xYj',
              description: 'Views: message once a view is deleted',
            },
            { name: view.name },
          );
          void dialogs.message().then((message) => message.success(done));
        },
      });
    });
  };

  const items: MenuItem[] = [
    ...views.map<MenuItem>((view) => ({
      key: view.id,
      label: !view.shared
        ? view.name
        : view.owner?.uid === me
          ? intl.formatMessage(
              {
                defaultMessage: '{name} (shared)',
                id: 'dJFhtp',
                description: 'Views menu: a view you shared with the team',
              },
              { name: view.name },
            )
          : view.owner
            ? intl.formatMessage(
                {
                  defaultMessage: '{name} (shared by {email})',
                  id: 'IfOP3y',
                  description: 'Views menu: a view someone else shared with the team',
                },
                { name: view.name, email: view.owner.email },
              )
            : intl.formatMessage(
                {
                  defaultMessage: '{name} (shared by someone)',
                  id: 'iL/mon',
                  description: 'Views menu: a shared view whose owner is unknown',
                },
                { name: view.name },
              ),
      icon: view.id === state.viewId ? <CheckOutlined /> : view.shared ? <TeamOutlined /> : <EyeOutlined />,
      onSelect: () => onChange(listStateOfView(view)),
    })),
    ...(views.length
      ? []
      : [
          {
            key: 'none',
            label: intl.formatMessage({
              defaultMessage: 'No saved views yet',
              id: 'uv2nZe',
              description: 'Views menu: said when there is no view',
            }),
            icon: <EyeOutlined />,
            disabled: true,
          },
        ]),
    {
      key: 'new',
      label: intl.formatMessage({
        defaultMessage: 'Save as new view…',
        id: '0oItHU',
        description: 'Views menu: item that saves what the list shows as a new view',
      }),
      icon: <PlusOutlined />,
      dividerBefore: true,
      onSelect: () => setSaving({ as: 'new' }),
    },
    ...(openView && mayChange(openView)
      ? [
          {
            key: 'update',
            label: intl.formatMessage(
              {
                defaultMessage: 'Update “{name}”…',
                id: 'ghpfdc',
                description: 'Views menu: item that updates the open view',
              },
              { name: openView.name },
            ),
            icon: <EditOutlined />,
            onSelect: () => setSaving({ as: 'update', view: openView }),
          },
          {
            key: 'delete',
            label: intl.formatMessage(
              {
                defaultMessage: 'Delete “{name}”…',
                id: 'OcLObT',
                description: 'Views menu: item that deletes the open view',
              },
              { name: openView.name },
            ),
            icon: <DeleteOutlined />,
            danger: true,
            onSelect: () => confirmDelete(openView),
          },
        ]
      : []),
  ];

  const viewsWord = intl.formatMessage({
    defaultMessage: 'Views',
    id: 'Z4FP2k',
    description: "Customers list: the Views menu's button, when no view is open",
  });
  const buttonText = !openView
    ? viewsWord
    : changed
      ? intl.formatMessage(
          {
            defaultMessage: '{name} (changed)',
            id: 'cL4CTT',
            description: "Views menu's button: the open view, the list changed since it was opened",
          },
          { name: openView.name },
        )
      : openView.name;
  return (
    <>
      <MenuButton
        label={
          openView
            ? intl.formatMessage(
                {
                  defaultMessage: 'Views: {view}',
                  id: '7VxQZX',
                  description: "Accessible name of the Views menu's button",
                },
                { view: buttonText },
              )
            : viewsWord
        }
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
          state={savable}
          mayShare={mayShare}
          onClose={() => setSaving(null)}
          onSaved={(view) => {
            setSaving(null);
            onChange({ viewId: view.id });
            const done = intl.formatMessage(
              {
                defaultMessage: 'View “{name}” saved',
                id: 'q0LR9m',
                description: 'Views: message once a view is saved',
              },
              { name: view.name },
            );
            void dialogs.message().then((message) => message.success(done));
          }}
        />
      )}
    </>
  );
}
