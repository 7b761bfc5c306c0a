// A webhook's standing in the list: enabled, failing or disabled in words (the colour only repeats them), with its
// failures in a row and its latest attempt, so a receiver that stopped taking events shows where webhooks are listed.
import { Badge, Typography } from 'antd';
import type { WebhookFieldsFragment } from '../../gql/graphql.ts';
import { when } from './teamParts.tsx';

function lastAttempt({ lastDeliveryAt, lastDeliveryOk }: WebhookFieldsFragment): string {
  if (!lastDeliveryAt) return 'Nothing sent yet';
  const outcome = lastDeliveryOk === null ? 'sending' : lastDeliveryOk ? 'delivered' : 'failed';
  return `Last attempt ${when(lastDeliveryAt)}: ${outcome}`;
}

const failures = (count: number) => `${count} ${count === 1 ? 'failure' : 'failures'} in a row`;

export function WebhookStatus({ webhook }: { webhook: WebhookFieldsFragment }) {
  const failing = webhook.enabled && webhook.consecutiveFailures > 0;
  return (
    <div>
      {failing ? (
        <Badge status="error" text="Failing" />
      ) : webhook.enabled ? (
        <Badge status="success" text="Enabled" />
      ) : (
        <Badge status="default" text="Disabled" />
      )}
      {!webhook.enabled && webhook.disabledReason && (
        <Typography.Paragraph className="team-hint">{webhook.disabledReason}</Typography.Paragraph>
      )}
      <Typography.Paragraph className="team-hint">
        {failing
          ? `${failures(webhook.consecutiveFailures)}, ${lastAttempt(webhook).replace(/^Last/, 'last')}`
          : lastAttempt(webhook)}
      </Typography.Paragraph>
    </div>
  );
}
