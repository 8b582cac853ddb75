import { Alert, Progress, Table, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { EquityResult, PlayerEquity } from './engine';
import { count, percent } from './format';

interface Row extends PlayerEquity {
  name: string;
  holding: string;
}

/** How the figures were reached: every board counted, or a sample still growing with its error. */
function method(result: EquityResult, running: boolean): string {
  if (result.method === 'exact')
    return result.done ? `Exact: all ${count(result.total)} boards` : `Counting all ${count(result.total)} boards…`;
  return `Monte Carlo: ${count(result.samples)} deals${running ? ', sampling…' : ''}`;
}

/**
 * Each player's equity, win and tie shares, with the standard error while sampled. While the input has a
 * problem, the problem, and beside it the last good figures greyed (`stale`) rather than nothing.
 */
export function EquityResults({
  result,
  running,
  problem,
  stale,
  names,
  holdings,
}: {
  result: EquityResult | null;
  running: boolean;
  problem: string | null;
  stale: boolean;
  names: string[];
  holdings: string[];
}) {
  const message = problem && (
    <Alert
      type="error"
      showIcon
      role="alert"
      message={problem}
      description={stale ? STALE_NOTE : undefined}
      style={{ marginBottom: 8 }}
    />
  );
  if (!result) return message || null;
  const sampled = result.method === 'sampled';
  const rows: Row[] = result.players.map((player, at) => ({
    ...player,
    name: names[at],
    holding: holdings[at] || 'Any hand',
  }));
  return (
    <>
      {message}
      <ResultsSection stale={stale}>
        <Typography.Paragraph data-testid="equity-method" style={{ marginBottom: 8 }}>
          {method(result, running)}
        </Typography.Paragraph>
        {running && (
          <Progress percent={Math.floor((result.samples / result.total) * 100)} size="small" aria-label="Progress" />
        )}
        <Table<Row>
          size="small"
          rowKey="name"
          pagination={false}
          dataSource={rows}
          // Each heading and figure on one line: on a phone the table scrolls sideways rather than break them.
          scroll={{ x: 'max-content' }}
          columns={[
            { title: 'Player', dataIndex: 'name' },
            // On a phone the fields above already show each holding: the figures get the room.
            { title: 'Holding', dataIndex: 'holding', ellipsis: true, width: HOLDING_WIDTH, responsive: ['sm'] },
            { title: 'Equity', dataIndex: 'equity', render: (share: number) => <strong>{percent(share)}</strong> },
            { title: 'Win', dataIndex: 'win', render: (share: number) => percent(share, 2) },
            { title: 'Tie', dataIndex: 'tie', render: (share: number) => percent(share, 2) },
            ...(sampled
              ? [
                  {
                    title: 'Std. error',
                    dataIndex: 'standardError',
                    render: (share: number) => `± ${percent(share, 2)}`,
                  },
                ]
              : []),
          ]}
        />
      </ResultsSection>
    </>
  );
}

// A range as typed can be long: past this it ends in an ellipsis (the field above shows it whole).
const HOLDING_WIDTH = 160;

const STALE_NOTE = 'The figures below are for the last input that worked out.';

/** The results' landmark: greyed and marked as such while they belong to an earlier input. */
function ResultsSection({ stale, children }: { stale: boolean; children: ReactNode }) {
  return (
    <section
      aria-label={stale ? 'Results of the last good input' : 'Results'}
      data-stale={stale || undefined}
      style={stale ? { opacity: 0.45, filter: 'grayscale(1)' } : undefined}
    >
      {children}
    </section>
  );
}
