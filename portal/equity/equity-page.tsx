import { Card } from 'antd';
import { PageHeading } from '../shared/page-heading';
import { EquityCalculator } from './equity-calculator';

/** /equity: the equity calculator as a tool page of its own. */
export function EquityPage() {
  return (
    <>
      <PageHeading title="Equity calculator" />
      <Card style={{ maxWidth: 760 }}>
        <EquityCalculator />
      </Card>
    </>
  );
}
