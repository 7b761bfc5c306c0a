import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageCard } from './PageCard.tsx';
import { refusalFor, usePermissions, type Permission } from './permissions.tsx';
import { paths } from './routes.ts';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { useServerWords } from './i18n/serverWords.ts';

/**
 * A screen a role may not use says so plainly instead of offering
 * a form the server would refuse. Plain elements, no antd.
 */
export function RequirePermission({
  permission,
  title,
  children,
}: {
  permission: Permission;
  title: MessageDescriptor;
  children: ReactNode;
}) {
  const { may } = usePermissions();
  const intl = useIntl();
  const inPageLanguage = useServerWords();
  if (may(permission)) return <>{children}</>;
  return (
    <PageCard title={intl.formatMessage(title)}>
      <p className="not-allowed" role="status">
        <FormattedMessage
          defaultMessage="{refusal} Ask an admin of your team if you need more."
          id="zIPxYp"
          description="A screen closed to the person's role: why, and what to do"
          values={{ refusal: inPageLanguage(refusalFor(permission)) }}
        />
      </p>
      <p>
        <Link to={paths.customers}>
          <FormattedMessage
            defaultMessage="Back to the customers list"
            id="u//rwX"
            description="Link from a screen closed to the role"
          />
        </Link>
      </p>
    </PageCard>
  );
}
