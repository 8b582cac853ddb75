import { cleanup, render, screen } from '@testing-library/react';
import { ConfigProvider, Modal } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { appTheme } from '../../src/theme/tokens';

afterEach(cleanup);

/** Every CSS rule antd wrote into the page for what is rendered. */
function antdCss(): string {
  return [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');
}

/** The animation duration of the first rule whose selector contains `selector`. */
function durationOf(css: string, selector: string): string | undefined {
  const rule = css.split('}').find((block) => block.split('{')[0]?.includes(selector));
  return /animation-duration:\s*([\d.]+m?s)/.exec(rule ?? '')?.[1];
}

describe('modal motion', () => {
  it.each([false, true])('opens dialogs in 300 ms over a 150 ms backdrop (dark: %s)', async (isDark) => {
    render(
      <ConfigProvider theme={appTheme(isDark)}>
        <Modal open title="Motion">
          body
        </Modal>
      </ConfigProvider>,
    );
    await screen.findByText('Motion');
    const css = antdCss();
    expect(durationOf(css, '-modal.ant-zoom-enter')).toBe('0.3s');
    expect(durationOf(css, '-modal-root .ant-fade-enter')).toBe('0.15s');
  });
});
