import { LogoutOutlined, MenuFoldOutlined, MenuUnfoldOutlined, MoonOutlined, SunOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown, Flex, Layout, theme, Typography } from 'antd';
import { createElement, Suspense } from 'react';
import { Link } from 'react-router';
import { isStaff } from '../../common/roles';
import { landingPath } from '../../providers/access-control';
import type { Session } from '../../providers/session';
import { LOGO } from '../constants';
import { lazyNamed } from '../routes/lazy-named';
import { useSession } from '../routes/route-gate';
import { useAtLeast } from '../routes/use-at-least';
import { useThemeMode } from '../theme/theme-context';
import { useLogoutFlow } from './use-logout-flow';

// Each role downloads only its own bell.
const NotificationBell = lazyNamed(() => import('../components/notification-bell'), 'NotificationBell');
const SupportBell = lazyNamed(() => import('../../resources/support/bell'), 'SupportBell');
const HeaderSearch = lazyNamed(() => import('../components/site-search'), 'HeaderSearch');

const bellOf = (session: Pick<Session, 'role'>) => (isStaff(session) ? SupportBell : NotificationBell);
const searches = (session: Pick<Session, 'role' | 'subscribed'>) => isStaff(session) || session.subscribed;

/** Loads this visitor's header parts with the shell, so the shell's first render need not wait for them. */
export function preloadHeader(session: Session): Promise<unknown> {
  return Promise.all([bellOf(session).preload(), searches(session) && HeaderSearch.preload()]);
}

export interface HeaderProps {
  collapsed: boolean;
  onToggleSidebar(): void;
}

/** Logo, sidebar toggle, search (for those who may see lectures), theme toggle, bell and the user menu with Logout. */
export function Header({ collapsed, onToggleSidebar }: HeaderProps) {
  const session = useSession();
  const { isDark, toggle } = useThemeMode();
  const startLogout = useLogoutFlow();
  const { token } = theme.useToken();
  const showsName = useAtLeast('sm');

  return (
    <Layout.Header
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 10,
        display: 'flex',
        alignItems: 'center',
        gap: 12,
        paddingInline: 16,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <Link
        to={landingPath(session)}
        aria-label="Poker home"
        style={{ display: 'flex', alignItems: 'center', gap: 8, flexShrink: 0 }}
      >
        <img src={LOGO} alt="" width={36} height={36} />
        {/* A phone's header has room for the logo and the icons, not the name too (it broke as "Poke / r"). */}
        {showsName && (
          <Typography.Text strong style={{ fontSize: 18, whiteSpace: 'nowrap' }}>
            Poker
          </Typography.Text>
        )}
      </Link>
      <Button
        type="text"
        icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
        onClick={onToggleSidebar}
        aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
        aria-expanded={!collapsed}
        aria-controls="app-sidebar"
      />
      {searches(session) && (
        <Suspense fallback={null}>
          <HeaderSearch />
        </Suspense>
      )}
      <Flex gap={8} align="center" style={{ marginInlineStart: 'auto' }}>
        <Button
          type="text"
          icon={isDark ? <SunOutlined /> : <MoonOutlined />}
          onClick={toggle}
          aria-label={isDark ? 'Switch to light theme' : 'Switch to dark theme'}
        />
        <Suspense fallback={null}>{createElement(bellOf(session))}</Suspense>
        <Dropdown
          trigger={['click']}
          menu={{ items: [{ key: 'logout', icon: <LogoutOutlined />, label: 'Logout', onClick: startLogout }] }}
        >
          <Button
            type="text"
            // The name it shows first (WCAG 2.5.3, Label in Name): a voice user says "click Ann".
            aria-label={session.username ? `${session.username}, user menu` : 'User menu'}
            style={{ display: 'flex', alignItems: 'center', gap: 8, height: 40 }}
          >
            <Avatar src={session.profileImage ?? LOGO} alt="" size={32} />
            <span className="header-username">{session.username}</span>
          </Button>
        </Dropdown>
      </Flex>
    </Layout.Header>
  );
}
