import { CheckCircleOutlined } from '@ant-design/icons';
import { Alert, Button, Card, ConfigProvider, Flex, List, Typography } from 'antd';
import { ctaTheme } from '../shared/cta-theme';
import { useThemeMode } from '../../src/theme/theme-context';
import { PLAN, PORTAL_TEXTS } from '../constants';

/** The one plan: price, what it includes, the page's membership note and the call to action. */
export function PlanCard({ onSelect }: { onSelect(): void }) {
  const { isDark } = useThemeMode();
  return (
    <Card style={{ maxWidth: 420 }} title={<Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>Monthly Membership</Typography.Title>}>
      <Flex align="baseline" gap={8} style={{ marginBottom: 16 }}>
        <Typography.Text strong style={{ fontSize: 32 }}>
          {PLAN.price}
        </Typography.Text>
        <Typography.Text type="secondary">/ {PLAN.period}</Typography.Text>
      </Flex>
      <List
        split={false}
        dataSource={[...PLAN.features]}
        renderItem={(feature) => (
          <List.Item style={{ paddingBlock: 4 }}>
            <Flex gap={8}>
              <CheckCircleOutlined aria-hidden />
              {feature}
            </Flex>
          </List.Item>
        )}
      />
      <Alert type="info" role="note" showIcon message={PORTAL_TEXTS.profileLocked} style={{ marginTop: 16 }} />
      <ConfigProvider theme={ctaTheme(isDark)}>
        <Button type="primary" size="large" block onClick={onSelect} style={{ marginTop: 16 }}>
          {PORTAL_TEXTS.selectPlan}
        </Button>
      </ConfigProvider>
    </Card>
  );
}
