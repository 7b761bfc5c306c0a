// The dialog that makes or edits a task: title, notes, due date and time, who holds it (owners and admins choose from
// the team) and the customer it is about when it was opened from one.
import { useQuery } from '@apollo/client/react';
import { Alert, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { TaskFieldsFragment } from '../../gql/graphql.ts';
import { useServerWords } from '../../shared/i18n/serverWords.ts';
import { errorCodes, fieldMessagesOf, graphqlErrorWithCode } from '../../shared/graphqlErrors.ts';
import { teammateChoices, useTeammates } from '../../shared/teammates.ts';
import { TaskCustomerChoicesDocument } from './taskDocuments.ts';
import { isoOfInput, localInputValue, useTaskMutations } from './useTaskMutations.ts';

const words = defineMessages({
  addTitle: { defaultMessage: 'Add task', id: 'RPFUgg', description: 'Task dialog: its title when making a task' },
  editTitle: { defaultMessage: 'Edit task', id: 'PBerPB', description: 'Task dialog: its title when editing a task' },
  save: { defaultMessage: 'Save', id: '4RAfZE', description: 'Task dialog: the button that saves the task' },
  cancel: { defaultMessage: 'Cancel', id: 'bBcwyu', description: 'Task dialog: the button that closes it unsaved' },
  title: { defaultMessage: 'Title', id: 'KJKTJV', description: 'Task dialog: label of the title field' },
  titleRequired: {
    defaultMessage: 'Please give the task a title',
    id: 'TWkhX7',
    description: 'Task dialog: title left empty',
  },
  notes: { defaultMessage: 'Notes', id: 'J7xVqv', description: 'Task dialog: label of the notes field' },
  due: { defaultMessage: 'Due date and time', id: '4CPOBR', description: 'Task dialog: label of the due date field' },
  customerPick: {
    defaultMessage: 'Customer (optional)',
    id: 'fYwfdi',
    description: 'Task dialog: label of the customer picker',
  },
  assignee: { defaultMessage: 'Assigned to', id: '3D2viz', description: 'Task dialog: label of the member picker' },
});

const aboutWords = defineMessage<{ name: string }>({
  defaultMessage: 'About {name}',
  id: '+JCNcc',
  description: 'Task dialog: the customer the task is about, by name',
});

export interface TaskFormProps {
  /** The task to edit; absent: a new one */
  task?: TaskFieldsFragment | null;
  /** A new task's customer (opened from a customer's page) */
  customer?: { id: string; name: string } | null;
  /** Owners and admins pick who holds it */
  canAssign: boolean;
  /** The person whose list is open: a new task's holder by default */
  assigneeUid?: string | null;
  onClose(): void;
}

interface Values {
  title: string;
  customerId?: string;
  notes?: string;
  dueAt?: string;
  assigneeUid?: string;
}

export function TaskForm({ task, customer, canAssign, assigneeUid, onClose }: TaskFormProps) {
  const intl = useIntl();
  const [form] = Form.useForm<Values>();
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const { save } = useTaskMutations();
  const serverWords = useServerWords();
  const members = useTeammates(!canAssign);
  const choices = teammateChoices(members.teammates, task?.assignee?.uid ?? assigneeUid);
  const customerOf = task?.customer ?? null;
  const about = customer ?? (customerOf && { id: customerOf.id, name: `${customerOf.fname} ${customerOf.lname}` });
  // Without a customer given, one may be searched for and chosen.
  const [search, setSearch] = useState('');
  const customers = useQuery(TaskCustomerChoicesDocument, { variables: { search }, skip: !!about });
  const customerChoices = (customers.data?.customerPage.nodes ?? []).map((found) => ({
    value: found.id,
    label: `${found.fname} ${found.lname} (${found.email})`,
  }));

  const submit = async (values: Values) => {
    setSaving(true);
    setFailure(null);
    try {
      await save(
        {
          title: values.title,
          notes: values.notes || null,
          dueAt: isoOfInput(values.dueAt),
          assigneeUid: values.assigneeUid || null,
          customerId: about?.id ?? (values.customerId || null),
        },
        task?.id,
      );
      onClose();
    } catch (error) {
      const fields = fieldMessagesOf(graphqlErrorWithCode(error, errorCodes.badUserInput));
      const known = Object.entries(fields).filter(([name]) =>
        ['title', 'notes', 'dueAt', 'assigneeUid'].includes(name),
      );
      form.setFields(known.map(([name, message]) => ({ name: name as keyof Values, errors: [serverWords(message)] })));
      if (!known.length) setFailure(serverWords(error instanceof Error ? error.message : String(error)));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={intl.formatMessage(task ? words.editTitle : words.addTitle)}
      okText={intl.formatMessage(words.save)}
      cancelText={intl.formatMessage(words.cancel)}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{
          title: task?.title ?? '',
          notes: task?.notes ?? '',
          dueAt: localInputValue(task?.dueAt),
          assigneeUid: task?.assignee?.uid ?? assigneeUid ?? undefined,
        }}
      >
        {failure && <Alert type="error" message={failure} showIcon className="task-form-failure" />}
        <Form.Item
          name="title"
          label={intl.formatMessage(words.title)}
          rules={[{ required: true, whitespace: true, message: intl.formatMessage(words.titleRequired) }]}
        >
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="notes" label={intl.formatMessage(words.notes)}>
          <Input.TextArea rows={3} maxLength={5000} />
        </Form.Item>
        <Form.Item name="dueAt" label={intl.formatMessage(words.due)}>
          <Input type="datetime-local" />
        </Form.Item>
        {canAssign && (
          <Form.Item name="assigneeUid" label={intl.formatMessage(words.assignee)}>
            <Select options={choices} loading={members.loading} showSearch optionFilterProp="label" />
          </Form.Item>
        )}
        {!about && (
          <Form.Item name="customerId" label={intl.formatMessage(words.customerPick)}>
            <Select
              options={customerChoices}
              showSearch
              allowClear
              filterOption={false}
              onSearch={setSearch}
              loading={customers.loading}
            />
          </Form.Item>
        )}
        {about && <p className="task-form-customer">{intl.formatMessage(aboutWords, { name: about.name })}</p>}
      </Form>
    </Modal>
  );
}
