import { CheckCircleOutlined } from '@ant-design/icons';
import { Alert, Button, Card, ConfigProvider, Flex, List, theme, Typography } from 'antd';
import type { OfferPreview, PlanOffering } from '../../providers/types';
import { PageLoader } from '../../src/components/page-loader';
import { useThemeMode } from '../../src/theme/theme-context';
import { PLAN_TEXTS, PORTAL_TEXTS } from '../constants';
import { ctaTheme } from '../shared/cta-theme';
import { planTitle } from './plan-format';
import { PlanPrice } from './plan-price';

export interface PlanCardProps {
  /** Absent while the plans load, or when they could not be read (`error`). */
  plan?: PlanOffering;
  error?: Error | null;
  /** The applied code's price for this plan, when the code applies to it. */
  offer?: OfferPreview;
  /** The page's membership note, on the card when it is the only one. */
  note?: boolean;
  selected?: boolean;
  onSelect(): void;
}

/**
 * One plan as the server offers it (name, price and period, trial, what it includes) and its call to
 * action, which waits for the plan.
 */
export function PlanCard({ plan, error, offer, note = true, selected = false, onSelect }: PlanCardProps) {
  const { isDark } = useThemeMode();
  const { token } = theme.useToken();
  return (
    <Card
      role="group"
      aria-label={plan?.name ?? planTitle()}
      // 420 px, or a phone's width: a long plan name is cut rather than pushing the card off the screen.
      style={{
        width: '100%',
        maxWidth: 420,
        ...(selected && { borderColor: token.colorPrimary, boxShadow: token.boxShadow }),
      }}
      title={
        <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
          {plan?.name ?? planTitle()}
        </Typography.Title>
      }
    >
      {plan ? (
        <>
          <div style={{ marginBottom: 16 }}>
            <PlanPrice plan={plan} offer={offer} />
            {plan.trialDays > 0 && <Typography.Text>{PLAN_TEXTS.freeTrial(plan.trialDays)}</Typography.Text>}
          </div>
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
      {note && (
        <Alert type="info" role="note" showIcon message={PORTAL_TEXTS.profileLocked} style={{ marginTop: 16 }} />
      )}
      <ConfigProvider theme={ctaTheme(isDark)}>
        <Button type="primary" size="large" block disabled={!plan} onClick={onSelect} style={{ marginTop: 16 }}>
          {PORTAL_TEXTS.selectPlan}
        </Button>
      </ConfigProvider>
    </Card>
  );
}
