import { createHash } from 'node:crypto';
import path from 'node:path';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import * as antd from 'antd';
import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { Plugin } from 'vite';
import { appTheme } from '../src/theme/tokens.js';
import { rootDir as root } from './source-tree.js';

/**
 * antd 5 writes its styles at run time: on a first visit the browser compiles and inserts the CSS of
 * every component it renders (stylis, token merges, <style> tags), the largest share of the login
 * page's main-thread work under Lighthouse's mobile throttling. This plugin renders, at build time,
 * the antd components those pages import, in the light theme, and links the CSS it produces from
 * index.html. The file ends with antd's own cache map (`.data-ant-cssinjs-cache-path`), which tells
 * @ant-design/cssinjs that those styles are already on the page, so it skips them. Anything not in the
 * file (the dark theme, reduced motion, nested themes, portals) is generated at run time as antd does by itself.
 */
const ANTD_IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]antd['"]/g;

/** Components that render only in a portal or need a browser; their styles stay at run time. */
const SKIPPED = new Set(['ConfigProvider', 'Modal', 'Drawer', 'Popconfirm', 'Popover', 'Tooltip', 'Tour', 'Grid']);

/** Components that need props to render at all. */
const RENDER_WITH: Record<string, (component: never) => ReactElement> = {
  Menu: (Menu) => createElement(Menu, { items: [] }),
  Dropdown: (Dropdown) => createElement(Dropdown, { menu: { items: [] } }, createElement('span')),
  // A field brings Form.Item's own style part.
  Form: (Form) => createElement(Form, null, createElement(antd.Form.Item, null, createElement('input'))),
};

/** The antd names a module imports (`Button`, `type TableProps` is left out). */
export function antdImports(code: string): string[] {
  return [...code.matchAll(ANTD_IMPORT)].flatMap((match) =>
    match[1]!
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part && !part.startsWith('type '))
      .map((part) => part.split(/\s+as\s+/)[0]!.trim()),
  );
}

/** The light theme's CSS for these antd components, with antd's cache map at its end. */
export function antdStaticCss(names: Iterable<string>): string {
  const cache = createCache();
  const exports = antd as unknown as Record<string, unknown>;
  for (const name of [...new Set(names)].sort()) {
    const component = exports[name];
    if (SKIPPED.has(name) || !/^[A-Z]/.test(name) || !component) continue;
    const element = RENDER_WITH[name]?.(component as never) ?? createElement(component as never);
    try {
      renderToString(
        createElement(
          StyleProvider,
          { cache },
          createElement(antd.ConfigProvider, { theme: appTheme(false) }, element),
        ),
      );
    } catch {
      // A component that cannot render on its own here keeps its run-time styles.
    }
  }
  return extractStyle(cache, { plain: true });
}

/**
 * Vite plugin: collects the antd imports of the member and sign-in screens while building (staff
 * screens under resources/ keep their run-time styles: they have no page budget) and links their
 * static CSS first in <head>.
 */
export function antdStaticCssPlugin(): Plugin {
  const used = new Set<string>();
  let fileName = '';
  return {
    name: 'poker-antd-static-css',
    apply: 'build',
    transform(code, id) {
      const file = path.relative(root, id);
      if (/\.tsx?$/.test(file) && !file.startsWith('node_modules') && !file.startsWith(`resources${path.sep}`))
        for (const name of antdImports(code)) used.add(name);
      return null;
    },
    buildEnd() {
      const source = antdStaticCss(used);
      fileName = `assets/antd-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.css`;
      this.emitFile({ type: 'asset', fileName, source });
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => [{ tag: 'link', attrs: { rel: 'stylesheet', href: `/${fileName}` }, injectTo: 'head-prepend' }],
    },
  };
}
