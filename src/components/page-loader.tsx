import { Flex, Spin } from 'antd';
import { TEXTS } from '../constants';

/** `Loading` beside a spinner: while a route's code or a page's data is on its way. */
export function PageLoader() {
  return (
    <Flex justify="center" align="center" gap={12} style={{ minHeight: 160 }} role="status">
      <Spin />
      <span>{TEXTS.loading}</span>
    </Flex>
  );
}
