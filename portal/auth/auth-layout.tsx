import { Flex, Layout, theme } from 'antd';
import type { ReactNode } from 'react';
import { Link, Outlet } from 'react-router';
import { PATHS } from '../../common/paths';
import { LOGO } from '../../src/constants';

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

/**
 * docs/PRODUCT.md#account-screens: logo, title, paragraph, the form, and an optional Back To Login link. Drawn like antd's
 * Card and Typography from the same tokens, without them: they would double the login page's script.
 */
export function AuthCard({ title, paragraph, backToLogin = false, children }: AuthCardProps) {
  const { token } = theme.useToken();
  const card = {
    width: '100%',
    maxWidth: 440,
    boxSizing: 'border-box',
    padding: 32,
    background: token.colorBgContainer,
    border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
    borderRadius: token.borderRadiusLG,
    color: token.colorText,
    fontFamily: token.fontFamily,
    fontSize: token.fontSize,
    lineHeight: token.lineHeight,
  } as const;
  return (
    <div style={card}>
      <Flex vertical align="center" gap={8} style={{ marginBottom: 24, textAlign: 'center' }}>
        <img src={LOGO} alt="Poker" width={64} height={64} />
        <h1
          style={{
            fontSize: 26,
            margin: 0,
            color: token.colorTextHeading,
            fontWeight: token.fontWeightStrong,
            lineHeight: token.lineHeightHeading1,
          }}
        >
          {title}
        </h1>
        {paragraph && <p style={{ margin: 0, color: token.colorTextSecondary }}>{paragraph}</p>}
      </Flex>
      {children}
      {backToLogin && (
        <Flex justify="center" style={{ marginTop: 16 }}>
          <Link to={PATHS.login}>Back To Login</Link>
        </Flex>
      )}
    </div>
  );
}
