import { Flex, Spin } from 'antd';
import { PORTAL_TEXTS } from '../constants';

/** The spec's `Loading` text with a spinner, inside a page. */
export function PageLoaderInline() {
  return (
    <Flex justify="center" align="center" gap={12} style={{ minHeight: 160 }} role="status">
      <Spin />
      <span>{PORTAL_TEXTS.loading}</span>
    </Flex>
  );
}
