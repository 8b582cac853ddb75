import { Layout } from 'antd';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { BREAKPOINTS, SIDEBAR_COLLAPSE_MAX_WIDTH } from '../constants';
import { Header } from './header';
import { Sidebar } from './sidebar';

const isNarrow = () => window.innerWidth <= SIDEBAR_COLLAPSE_MAX_WIDTH;

/** The signed-in frame shared by staff and members: header, sidebar, content. */
export function AppShell() {
  const [collapsed, setCollapsed] = useState(isNarrow);
  // Phones hide the collapsed sidebar completely so the content keeps the width.
  const collapsedWidth = window.innerWidth < BREAKPOINTS.sm ? 0 : 80;

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Header collapsed={collapsed} onToggleSidebar={() => setCollapsed((value) => !value)} />
      <Layout>
        <Sidebar collapsed={collapsed} collapsedWidth={collapsedWidth} onBreakpoint={setCollapsed} />
        <Layout.Content id="main" role="main" style={{ padding: 24, minWidth: 0 }}>
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
