import { CalculatorOutlined } from '@ant-design/icons';
import { Button, Card, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { PageLoader } from '../../src/components/page-loader';

// The calculator, its worker and the evaluator's tables load only when a member opens the panel.
const EquityCalculator = lazy(() =>
  import('./equity-calculator').then((module) => ({ default: module.EquityCalculator })),
);

/** The lecture page's equity panel: closed until asked for, then the calculator with the lecture's range charts. */
export function EquityPanel({ lectureId }: { lectureId: number }) {
  const [open, setOpen] = useState(false);
  return (
    <Card
      style={{ marginTop: 16 }}
      title={
        <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
          Equity calculator
        </Typography.Title>
      }
      extra={
        <Button icon={<CalculatorOutlined />} aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? 'Close' : 'Open'}
        </Button>
      }
    >
      {open ? (
        <Suspense fallback={<PageLoader />}>
          <EquityCalculator lectureId={lectureId} />
        </Suspense>
      ) : (
        <Typography.Text type="secondary">Hero&apos;s equity against hands or ranges, on any board.</Typography.Text>
      )}
    </Card>
  );
}
