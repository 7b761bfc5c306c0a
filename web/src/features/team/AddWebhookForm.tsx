// The Team page's form that adds a webhook: its URL, the events it hears and a description.
import { Button, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { webhookEventTypes } from '../../../../server/domain/webhooks/webhookEvents.ts';
import type { useSectionNote } from './teamParts.tsx';
import { useCreateWebhookMutation } from './useWebhookMutations.ts';

/** A webhook just added, with the secret shown this once. */
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
        const outcome = await run(
          create(url.trim(), events, description.trim() || null),
          (answer) => `The webhook to ${answer.webhook.url} was added.`,
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
        label="URL"
        rules={[{ required: true, whitespace: true, message: 'Enter the URL that receives the events.' }]}
      >
        <Input type="url" autoComplete="off" placeholder="https://example.com/webhooks/crm" />
      </Form.Item>
      <Form.Item
        name="events"
        label="Events"
        rules={[{ required: true, type: 'array', min: 1, message: 'Choose at least one event.' }]}
      >
        <Select mode="multiple" options={webhookEventTypes.map((type) => ({ value: type, label: type }))} />
      </Form.Item>
      <Form.Item name="description" label="Description (optional)">
        <Input autoComplete="off" placeholder="Mailing list sync" />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={creating}>
          Add webhook
        </Button>
      </Form.Item>
    </Form>
  );
}
