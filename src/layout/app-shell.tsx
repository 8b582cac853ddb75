import { useQueryClient } from '@tanstack/react-query';
import { App as AntApp, Layout, theme } from 'antd';
import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { keepQueriesLive } from '../../providers/live-queries';
import { SIDEBAR_COLLAPSE_MAX_WIDTH } from '../constants';
import { useWindowWidth } from '../drawing/page-drawing';
import { sidebarControl } from '../routes/sidebar-control';
import { Header } from './header';
import { Sidebar } from './sidebar';

/** The signed-in frame shared by staff and members: header, sidebar, content. */
export function AppShell() {
  const width = useWindowWidth();
  const [collapsed, setCollapsed] = useState(width <= SIDEBAR_COLLAPSE_MAX_WIDTH);
  const { pathname } = useLocation();
  const phone = sidebarControl.hidesWhenCollapsed(width);

  const { token } = theme.useToken();
  const sidebarOverContent = phone && !collapsed;
  const queryClient = useQueryClient();

  // What the socket says changed (a notification, a discussion's post, a saved position) is read again.
  useEffect(() => keepQueriesLive(queryClient), [queryClient]);

  // On phones the open sidebar covers the content, so following a link closes it.
  useEffect(() => {
    if (sidebarControl.hidesWhenCollapsed()) setCollapsed(true);
  }, [pathname]);

  // Screens may open it (the tour on phones); after the effect above, which closes it on arrival.
  useEffect(() => sidebarControl.attach((open) => setCollapsed(!open)), []);

  // ...and so do Escape and a tap on the dimmed content beside it.
  useEffect(() => {
    if (!sidebarOverContent) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setCollapsed(true);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [sidebarOverContent]);

  // antd's App (modal, message and notification hooks) serves the signed-in screens; account screens do without it.
  return (
    <AntApp>
      <Layout style={{ minHeight: '100vh' }}>
        <Header collapsed={collapsed} onToggleSidebar={() => setCollapsed((value) => !value)} />
        {/* Said, not found out: antd learns of a Sider in an effect, which a page drawn by the server never runs. */}
        <Layout hasSider>
          <Sidebar collapsed={collapsed} collapsedWidth={phone ? 0 : 80} overlay={phone} onBreakpoint={setCollapsed} />
          {sidebarOverContent && (
            <div
              data-testid="sidebar-backdrop"
              aria-hidden
              onClick={() => setCollapsed(true)}
              style={{ position: 'fixed', inset: '64px 0 0 0', zIndex: 8, background: token.colorBgMask }}
            />
          )}
          <Layout.Content id="main" role="main" style={{ padding: phone ? 12 : 24, minWidth: 0 }}>
            <Outlet />
          </Layout.Content>
        </Layout>
      </Layout>
    </AntApp>
  );
}

/** The header's parts and the sidebar's icons load with the shell (app-routes.tsx `preloadScreen`). */
export { preloadHeader } from './header';
export { preloadNav } from './nav-items';
