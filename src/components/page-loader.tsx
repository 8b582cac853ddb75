import { Flex, Spin } from 'antd';
import { TEXTS } from '../constants';

/** The spec's `Loading` with a spinner: inside a page while its data comes, or `tall` while a route's code does. */
export function PageLoader({ tall = false }: { tall?: boolean }) {
  return (
    <Flex justify="center" align="center" gap={12} style={{ minHeight: tall ? '40vh' : 160 }} role="status">
      <Spin size={tall ? 'large' : 'default'} />
      <span>{TEXTS.loading}</span>
    </Flex>
  );
}
