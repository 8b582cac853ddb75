import { Layout, Menu } from 'antd';
import { Link, useLocation } from 'react-router';
import { SIDEBAR_WIDTH } from '../constants';
import { useSession } from '../routes/route-gate';
import { activeNavPath, navFor } from './nav-items';
import { SocialLinks } from './social-links';

export interface SidebarProps {
  collapsed: boolean;
  collapsedWidth: number;
  /** Phones: float over the content instead of pushing it aside. */
  overlay: boolean;
  onBreakpoint(broken: boolean): void;
}

/** Links by role and membership, the active one highlighted, social links at the foot. */
export function Sidebar({ collapsed, collapsedWidth, overlay, onBreakpoint }: SidebarProps) {
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
      style={{
        position: overlay ? 'fixed' : 'sticky',
        insetInlineStart: 0,
        top: 64,
        zIndex: 9,
        height: 'calc(100vh - 64px)',
        overflow: 'auto',
      }}
    >
      <nav aria-label="Main" style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
        <Menu
          mode="inline"
          // antd wraps each item in a tooltip naming it, of use only on the icons-only rail; mounting
          // one per item costs a phone's main thread ~5 synchronous re-renders each as a page takes over.
          _internalDisableMenuItemTitleTooltip={!(collapsed && collapsedWidth > 0)}
          selectedKeys={active ? [active] : []}
          style={{ borderInlineEnd: 'none', flex: 1 }}
          items={items.map((item) => ({
            key: item.path,
            icon: item.icon,
            label: <Link to={item.path}>{item.label}</Link>,
            title: item.label,
          }))}
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
