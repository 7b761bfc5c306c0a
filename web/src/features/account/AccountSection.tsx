// One card of the account page's sections (AccountSections.antd.tsx), and how they say a moment.
import { Card, Typography } from 'antd';
import { useCallback, type ReactNode } from 'react';
import { useFormats } from '../../shared/i18n/formats.ts';

/** A moment in the page's language, to the second; a dash when there is none. */
export function useWhen(): (at: string | null | undefined) => string {
  const { dateTime } = useFormats();
  return useCallback((at) => (at ? dateTime(new Date(at)) : '—'), [dateTime]);
}

// The heading's id ends in -heading: a bare section id (account-password) is also a field's (idPrefix-name).
export function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Card
      className="account-section"
      title={
        <Typography.Title level={2} className="account-section-title" id={`${id}-heading`}>
          {title}
        </Typography.Title>
      }
    >
      <section aria-labelledby={`${id}-heading`}>{children}</section>
    </Card>
  );
}
