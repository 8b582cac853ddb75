import { Card } from 'antd';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeading } from '../shared/page-heading';
import { EquityCalculator } from './equity-calculator';
import { readEquityQuery } from './equity-query';

/** /equity: the equity calculator as a tool page of its own, filled with the spot its address names, if any. */
export function EquityPage() {
  const [query] = useSearchParams();
  const start = useMemo(() => readEquityQuery(query) ?? undefined, [query]);
  return (
    <>
      <PageHeading title="Equity calculator" />
      <Card style={{ maxWidth: 760 }}>
        {/* A new address (another "Open in Equity" link) starts the form again from its spot. */}
        <EquityCalculator key={query.toString()} start={start} />
      </Card>
    </>
  );
}
