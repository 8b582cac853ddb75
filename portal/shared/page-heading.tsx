import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

/** The page title row: one h1 per screen, optional actions on the right. */
export function PageHeading({ title, extra }: { title: ReactNode; extra?: ReactNode }) {
  return (
    <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 24 }}>
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
        {title}
      </Typography.Title>
      {extra}
    </Flex>
  );
}
