import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';

interface SectionCardProps {
  title: string;
  /** Named to assistive technology as a landmark of its own (a card that is a page's own section). */
  region?: boolean;
  extra?: ReactNode;
  /** The card's anchor, for links to it (`/profile#billing`). */
  id?: string;
  children: ReactNode;
}

/** A card of the profile with its heading one level under the page's. */
export function SectionCard({ title, region, extra, id, children }: SectionCardProps) {
  return (
    <Card
      id={id}
      {...(region ? { role: 'region', 'aria-label': title } : {})}
      title={
        <Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>
          {title}
        </Typography.Title>
      }
      extra={extra}
    >
      {children}
    </Card>
  );
}
