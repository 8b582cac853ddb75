import { CheckCircleOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, ConfigProvider, Flex, List, Typography } from 'antd';
import { formatAmount } from '../../common/money';
import { planQuery } from '../../providers/payments-api';
import { PageLoader } from '../../src/components/page-loader';
import { useThemeMode } from '../../src/theme/theme-context';
import { PORTAL_TEXTS } from '../constants';
import { ctaTheme } from '../shared/cta-theme';
import { formatPlanPeriod, planTitle } from './plan-format';

/**
 * The one plan as the server's payment provider charges it (price, period, what it includes), the
 * page's membership note and the call to action, which waits for the plan.
 */
export function PlanCard({ onSelect }: { onSelect(): void }) {
  const { isDark } = useThemeMode();
  const { data: plan, error } = useQuery(planQuery());
  return (
    <Card
      style={{ maxWidth: 420 }}
      title={
        <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
          {planTitle(plan)}
        </Typography.Title>
      }
    >
      {plan ? (
        <>
          <Flex align="baseline" gap={8} style={{ marginBottom: 16 }}>
            <Typography.Text strong style={{ fontSize: 32 }}>
              {formatAmount(plan)}
            </Typography.Text>
            <Typography.Text type="secondary">/ {formatPlanPeriod(plan)}</Typography.Text>
          </Flex>
          <List
            split={false}
            dataSource={plan.features}
            renderItem={(feature) => (
              <List.Item style={{ paddingBlock: 4 }}>
                <Flex gap={8}>
                  <CheckCircleOutlined aria-hidden />
                  {feature}
                </Flex>
              </List.Item>
            )}
          />
        </>
      ) : error ? (
        <Alert type="error" showIcon role="alert" message={error.message} />
      ) : (
        <PageLoader />
      )}
      <Alert type="info" role="note" showIcon message={PORTAL_TEXTS.profileLocked} style={{ marginTop: 16 }} />
      <ConfigProvider theme={ctaTheme(isDark)}>
        <Button type="primary" size="large" block disabled={!plan} onClick={onSelect} style={{ marginTop: 16 }}>
          {PORTAL_TEXTS.selectPlan}
        </Button>
      </ConfigProvider>
    </Card>
  );
}
