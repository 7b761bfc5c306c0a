// A webhook's standing in the list: enabled, failing or disabled in words (the colour only repeats them), with its
// failures in a row and its latest attempt, so a receiver that stopped taking events shows where webhooks are listed.
import { Badge, Typography } from 'antd';
import { defineMessage, useIntl } from 'react-intl';
import type { WebhookFieldsFragment } from '../../gql/graphql.ts';
import { useWhen } from '../../shared/i18n/formats.ts';

/** How the latest attempt went: sending, delivered or failed. */
type Outcome = 'sending' | 'delivered' | 'failed';

const lastAttempt = defineMessage<{ at: string; outcome: Outcome }>({
  defaultMessage: 'Last attempt {at}: {outcome, select, sending {sending} delivered {delivered} other {failed}}',
  id: 'iQLjJB',
  description: "Team page: when a webhook's latest delivery was tried and how it went",
});
const failingSince = defineMessage<{ count: number; at: string; outcome: Outcome }>({
  defaultMessage:
    '{count, plural, one {# failure} other {# failures}} in a row, last attempt {at}: {outcome, select, sending {sending} delivered {delivered} other {failed}}',
  id: 'AIYru4',
  description: "Team page: a failing webhook's failures in a row, and its latest attempt",
});
const failingNothingSent = defineMessage<{ count: number }>({
  defaultMessage: '{count, plural, one {# failure} other {# failures}} in a row, Nothing sent yet',
  id: 'GWr2VP',
  description: 'Team page: a failing webhook with no attempt recorded',
});

export function WebhookStatus({ webhook }: { webhook: WebhookFieldsFragment }) {
  const intl = useIntl();
  const when = useWhen();
  const failing = webhook.enabled && webhook.consecutiveFailures > 0;
  const { lastDeliveryAt, lastDeliveryOk } = webhook;
  const outcome: Outcome = lastDeliveryOk === null ? 'sending' : lastDeliveryOk ? 'delivered' : 'failed';
  const count = webhook.consecutiveFailures;
  const attempt = !lastDeliveryAt
    ? failing
      ? intl.formatMessage(failingNothingSent, { count })
      : intl.formatMessage({
          defaultMessage: 'Nothing sent yet',
          id: 'HdD5ho',
          description: 'Team page: a webhook never tried',
        })
    : failing
      ? intl.formatMessage(failingSince, { count, at: when(lastDeliveryAt), outcome })
      : intl.formatMessage(lastAttempt, { at: when(lastDeliveryAt), outcome });
  return (
    <div>
      {failing ? (
        <Badge
          status="error"
          text={intl.formatMessage({
            defaultMessage: 'Failing',
            id: 'OXnGci',
            description: "Team page: a webhook's status",
          })}
        />
      ) : webhook.enabled ? (
        <Badge
          status="success"
          text={intl.formatMessage({
            defaultMessage: 'Enabled',
            id: 'g3X4fd',
            description: "Team page: a webhook's status",
          })}
        />
      ) : (
        <Badge
          status="default"
          text={intl.formatMessage({
            defaultMessage: 'Disabled',
            id: 'q0nYR+',
            description: "Team page: a webhook's status",
          })}
        />
      )}
      {!webhook.enabled && webhook.disabledReason && (
        <Typography.Paragraph className="team-hint">{webhook.disabledReason}</Typography.Paragraph>
      )}
      <Typography.Paragraph className="team-hint">{attempt}</Typography.Paragraph>
    </div>
  );
}
