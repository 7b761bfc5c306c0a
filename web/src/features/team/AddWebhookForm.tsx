// The Team page's form that adds a webhook: its URL, the events it hears and a description.
import { Button, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { defineMessage, FormattedMessage, useIntl } from 'react-intl';
import { webhookEventTypes } from '../../../../server/domain/webhooks/webhookEvents.ts';
import type { useSectionNote } from './teamParts.tsx';
import { useCreateWebhookMutation } from './useWebhookMutations.ts';

const added = defineMessage<{ url: string }>({
  defaultMessage: 'The webhook to {url} was added.',
  id: '6sP/Ks',
  description: 'Team page: a webhook was added',
});

/** A webhook just added, with the secret shown this once. */
/** An address, the same in every language. */
const exampleUrl = 'https://example.com/webhooks/crm';

export interface CreatedWebhook {
  url: string;
  secret: string;
}

/**
 * Adds a webhook; `run` says the outcome in the section's note, and `onCreated` hears the secret (null as a new one
 * is sent, so the last one's goes).
 */
export function AddWebhookForm({
  run,
  onCreated,
}: {
  run: ReturnType<typeof useSectionNote>['run'];
  onCreated: (created: CreatedWebhook | null) => void;
}) {
  const intl = useIntl();
  const create = useCreateWebhookMutation();
  const [form] = Form.useForm<{ url: string; events: string[]; description: string }>();
  const [creating, setCreating] = useState(false);
  return (
    <Form
      form={form}
      name="webhook"
      layout="vertical"
      className="team-webhook-form"
      initialValues={{ url: '', events: [...webhookEventTypes], description: '' }}
      onFinish={async ({ url, events, description }) => {
        setCreating(true);
        onCreated(null);
        const outcome = await run(create(url.trim(), events, description.trim() || null), (answer) =>
          intl.formatMessage(added, { url: answer.webhook.url }),
        );
        setCreating(false);
        if (outcome.ok) {
          onCreated({ url: outcome.value.webhook.url, secret: outcome.value.secret });
          form.resetFields();
        }
      }}
    >
      <Form.Item
        name="url"
        label={intl.formatMessage({
          defaultMessage: 'URL',
          id: 'dxzn6x',
          description: "Team page: a webhook's address (field and column)",
        })}
        rules={[
          {
            required: true,
            whitespace: true,
            message: intl.formatMessage({
              defaultMessage: 'Enter the URL that receives the events.',
              id: 'U0mOrK',
              description: "Team page: a new webhook's URL is empty",
            }),
          },
        ]}
      >
        <Input type="url" autoComplete="off" placeholder={exampleUrl} />
      </Form.Item>
      <Form.Item
        name="events"
        label={intl.formatMessage({
          defaultMessage: 'Events',
          id: 'yxhZAE',
          description: 'Team page: the events a webhook hears (field and column)',
        })}
        rules={[
          {
            required: true,
            type: 'array',
            min: 1,
            message: intl.formatMessage({
              defaultMessage: 'Choose at least one event.',
              id: 'iyOii0',
              description: 'Team page: a new webhook hears no event',
            }),
          },
        ]}
      >
        <Select mode="multiple" options={webhookEventTypes.map((type) => ({ value: type, label: type }))} />
      </Form.Item>
      <Form.Item
        name="description"
        label={intl.formatMessage({
          defaultMessage: 'Description (optional)',
          id: '5syeWv',
          description: "Team page: label of a new webhook's description",
        })}
      >
        <Input
          autoComplete="off"
          placeholder={intl.formatMessage({
            defaultMessage: 'Mailing list sync',
            id: '01Yoiq',
            description: "Team page: an example of a webhook's description",
          })}
        />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={creating}>
          <FormattedMessage defaultMessage="Add webhook" id="ZkRhFk" description="Team page: adds a webhook" />
        </Button>
      </Form.Item>
    </Form>
  );
}
