// One card of the account page's sections (AccountSections.antd.tsx).
import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';

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
