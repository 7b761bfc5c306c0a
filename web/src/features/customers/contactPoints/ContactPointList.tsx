// A customer's further phones or emails on its page: each with its label, as a tel: or mailto: link.
import { useIntl, type IntlShape } from 'react-intl';
import type { ContactLabel } from '../../../../../server/domain/contactPoints/contactPoints.ts';
import { contactLabelWords, contactPointWords } from './contactPointWords.ts';
import './contactPoints.css';

export function ContactPointList({
  kind,
  points,
}: {
  kind: 'phones' | 'emails';
  points: ReadonlyArray<{ label: string; value: string }>;
}) {
  const intl = useIntl();
  return (
    <ul className="contact-point-list">
      {points.map(({ label, value }) => (
        <li key={`${label}:${value}`}>
          <span className="contact-point-list-label">
            {intl.formatMessage(contactLabelWords[label as ContactLabel] ?? contactLabelWords.other)}
          </span>
          {/* A phone number and an email read left to right in any page. */}
          <a href={kind === 'phones' ? `tel:${value.replace(/\s/g, '')}` : `mailto:${value}`} dir="ltr">
            {value}
          </a>
        </li>
      ))}
    </ul>
  );
}

type Listed = ReadonlyArray<{ label: string; value: string }>;

/** The details page's rows of a customer's further emails and phones, when it has some. */
export function furtherContactRows(customer: { phones: Listed; emails: Listed }, intl: IntlShape) {
  return (['emails', 'phones'] as const).flatMap((kind) =>
    customer[kind].length > 1
      ? [
          {
            key: kind,
            label: intl.formatMessage(
              kind === 'phones' ? contactPointWords.otherPhones : contactPointWords.otherEmails,
            ),
            value: <ContactPointList kind={kind} points={customer[kind].slice(1)} />,
          },
        ]
      : [],
  );
}
