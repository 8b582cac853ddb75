import { Card, Flex, Layout, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link, Outlet } from 'react-router';

/** The calm background every account screen shares. */
export function AuthOutlet() {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Flex component="main" justify="center" align="center" style={{ minHeight: '100vh', padding: 16 }}>
        <Outlet />
      </Flex>
    </Layout>
  );
}

export interface AuthCardProps {
  title: string;
  paragraph?: ReactNode;
  backToLogin?: boolean;
  children?: ReactNode;
}

/** Spec §2: logo, title, paragraph, the form, and an optional Back To Login link. */
export function AuthCard({ title, paragraph, backToLogin = false, children }: AuthCardProps) {
  return (
    <Card style={{ width: '100%', maxWidth: 440 }} styles={{ body: { padding: 32 } }}>
      <Flex vertical align="center" gap={8} style={{ marginBottom: 24, textAlign: 'center' }}>
        <img src="/logo.svg" alt="Poker" width={64} height={64} />
        <Typography.Title level={1} style={{ fontSize: 26, margin: 0 }}>
          {title}
        </Typography.Title>
        {paragraph && <Typography.Paragraph type="secondary" style={{ margin: 0 }}>{paragraph}</Typography.Paragraph>}
      </Flex>
      {children}
      {backToLogin && (
        <Flex justify="center" style={{ marginTop: 16 }}>
          <Link to="/login">Back To Login</Link>
        </Flex>
      )}
    </Card>
  );
}
