import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { TopLectures } from '../../../resources/overview/top-lectures';

afterEach(cleanup);

// antd paints a table's empty text in its disabled colour, which axe finds too faint on /overview
// whenever no lecture was watched in the range; the theme's secondary text colour is readable.
it('says no lecture was watched in the theme’s secondary text, not in antd’s faint placeholder colour', () => {
  render(<TopLectures lectures={[]} />);
  expect(screen.getByText('No lecture was watched in this range').closest('.ant-typography-secondary')).not.toBeNull();
});
