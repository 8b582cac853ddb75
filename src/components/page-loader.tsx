import { Flex, Spin } from 'antd';

export function PageLoader() {
  return (
    <Flex justify="center" align="center" style={{ minHeight: '40vh' }}>
      <Spin size="large" aria-label="Loading" />
    </Flex>
  );
}
