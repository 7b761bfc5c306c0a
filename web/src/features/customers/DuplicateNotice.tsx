import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { customerSchema, validate } from '../../../../server/domain/validation.ts';
import { UiAlert } from '../../shared/UiAlert.tsx';
import { CustomerDuplicatesDocument } from './customerDocuments.ts';
import { paths } from '../../shared/routes.ts';

/** How long typing pauses before the server is queried. */
const settleMs = 400;

const contactSchema = customerSchema.pick(['email', 'phone']);

/** The contact worth checking: an email and a phone that pass the form's own rules (docs/product.md#validation). */
function contactOf(email: string, phone: string) {
  const result = validate(contactSchema, { email, phone });
  const failing = result.ok ? {} : result.fields;
  const checkedEmail = failing.email ? null : email.trim();
  const checkedPhone = failing.phone ? null : phone.trim();
  return checkedEmail || checkedPhone ? { email: checkedEmail, phone: checkedPhone } : null;
}

/**
 * A non-blocking notice, under the add/edit form's contact fields, naming the other customers who already have this
 * email (case aside) or this phone (in any format), each linked to its details. `id` is the customer being edited.
 */
export function DuplicateNotice({ id, email, phone }: { id?: string; email: string; phone: string }) {
  const intl = useIntl();
  const [contact, setContact] = useState(() => contactOf(email, phone));
  useEffect(() => {
    const timer = setTimeout(() => setContact(contactOf(email, phone)), settleMs);
    return () => clearTimeout(timer);
  }, [email, phone]);
  const { data } = useQuery(CustomerDuplicatesDocument, {
    variables: { contacts: contact ? [contact] : [] },
    skip: !contact,
    fetchPolicy: 'network-only',
    // Checked as the user types: no loading overlay over the form.
    context: { background: true },
  });
  const others = contact ? (data?.customerDuplicates ?? []).filter(({ customer }) => customer.id !== id) : [];
  if (!others.length) return null;
  // The customer being edited and its active duplicates, or (adding)
  // the duplicates among themselves: the Duplicates view merges them.
  const mergeable = [
    ...(id ? [id] : []),
    ...new Set(others.filter(({ customer }) => customer.status).map(({ customer }) => customer.id)),
  ];
  return (
    <UiAlert
      role="status"
      className="duplicate-notice"
      title={intl.formatMessage({
        defaultMessage: 'This may be a customer you already have',
        id: 'mc3Qen',
        description: 'Customer form: title of the notice naming customers with the same email or phone',
      })}
    >
      <ul>
        {others.map(({ match, customer }) => (
          <li key={customer.id}>
            <FormattedMessage
              defaultMessage="<link>{name}</link> has this {match, select, EMAIL {email} other {phone number}}{removed, select, yes { (removed)} other {}}"
              id="Kj9tTh"
              description="Customer form: another customer with the same email or phone, linked to its page"
              values={{
                name: `${customer.fname} ${customer.lname}`,
                match,
                removed: customer.status ? 'no' : 'yes',
                link: (chunks) => (
                  <Link to={paths.customerDetails(customer.id)}>
                    <bdi>{chunks}</bdi>
                  </Link>
                ),
              }}
            />
          </li>
        ))}
      </ul>
      {mergeable.length >= 2 && (
        <p className="duplicate-notice-merge">
          <Link to={paths.mergeDuplicates(mergeable)}>
            {id ? (
              <FormattedMessage
                defaultMessage="Merge this customer with its duplicates"
                id="iDOr28"
                description="Customer form (editing): link to merge the customer with those the notice names"
              />
            ) : (
              <FormattedMessage
                defaultMessage="Merge these duplicates"
                id="eP5EG+"
                description="Customer form (adding): link to merge the customers the notice names"
              />
            )}
          </Link>
        </p>
      )}
    </UiAlert>
  );
}
