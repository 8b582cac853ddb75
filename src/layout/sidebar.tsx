import { Layout, Menu } from 'antd';
import { Link, useLocation } from 'react-router';
import { useSession } from '../routes/route-gate';
import { activeNavPath, navFor } from './nav-items';
import { SocialLinks } from './social-links';
import { SIDEBAR_WIDTH } from '../constants';

export interface SidebarProps {
  collapsed: boolean;
  collapsedWidth: number;
  onBreakpoint(broken: boolean): void;
}

/** Links by role and membership, the active one highlighted, social links at the foot. */
export function Sidebar({ collapsed, collapsedWidth, onBreakpoint }: SidebarProps) {
  const session = useSession();
  const { pathname } = useLocation();
  const items = navFor(session);
  const active = activeNavPath(items, pathname);

  return (
    <Layout.Sider
      id="app-sidebar"
      width={SIDEBAR_WIDTH}
      collapsible
      trigger={null}
      collapsed={collapsed}
      collapsedWidth={collapsedWidth}
      breakpoint="lg"
      onBreakpoint={onBreakpoint}
      style={{ position: 'sticky', top: 64, height: 'calc(100vh - 64px)', overflow: 'auto' }}
    >
      <nav aria-label="Main" style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
        <Menu
          mode="inline"
          selectedKeys={active ? [active] : []}
          style={{ borderInlineEnd: 'none', flex: 1 }}
          items={items.map((item) => ({ key: item.path, icon: item.icon, label: <Link to={item.path}>{item.label}</Link>, title: item.label }))}
        />
        {(!collapsed || collapsedWidth > 0) && (
          <div style={{ padding: '16px 8px' }}>
            <SocialLinks vertical={collapsed} />
          </div>
        )}
      </nav>
    </Layout.Sider>
  );
}
