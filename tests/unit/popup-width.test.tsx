import { cleanup, render, screen } from '@testing-library/react';
import { Popconfirm, Popover, Tooltip } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { ThemeProvider } from '../../src/theme/theme-context';

afterEach(cleanup);

/** The popup's outer element, which antd sizes, around the text it shows. */
const popupOf = (text: string) => screen.getByText(text).closest<HTMLElement>('.ant-tooltip, .ant-popover');

describe('popup help text', () => {
  it.each([
    [
      'a tooltip',
      <Tooltip open title="Tooltip help" key="t">
        <button type="button">t</button>
      </Tooltip>,
      'Tooltip help',
    ],
    [
      'a popover',
      <Popover open content="Popover help" key="p">
        <button type="button">p</button>
      </Popover>,
      'Popover help',
    ],
    [
      'a confirmation',
      <Popconfirm open title="Delete it?" key="c">
        <button type="button">c</button>
      </Popconfirm>,
      'Delete it?',
    ],
  ])('wraps at 300 px in %s', async (_, popup, text) => {
    render(<ThemeProvider>{popup}</ThemeProvider>);
    await screen.findByText(text);
    expect(popupOf(text)?.style.maxWidth).toBe('300px');
  });
});
