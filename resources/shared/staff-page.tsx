import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';

export interface StaffPageProps {
  title: string;
  /** Where the back arrow goes; no arrow without it. */
  backTo?: string;
  extra?: ReactNode;
  children: ReactNode;
}

/** A staff screen: its title row (back arrow, heading, actions) above one card. */
export function StaffPage({ title, backTo, extra, children }: StaffPageProps) {
  const navigate = useNavigate();
  return (
    <section aria-labelledby="staff-page-title">
      <Flex align="center" gap={8} wrap style={{ marginBottom: 16 }}>
        {backTo && (
          <Button type="text" icon={<ArrowLeftOutlined />} aria-label="Back" onClick={() => navigate(backTo)} />
        )}
        <Typography.Title id="staff-page-title" level={1} style={{ fontSize: 24, margin: 0 }}>
          {title}
        </Typography.Title>
        <Flex gap={8} wrap style={{ marginInlineStart: 'auto' }}>
          {extra}
        </Flex>
      </Flex>
      <Card>{children}</Card>
    </section>
  );
}
