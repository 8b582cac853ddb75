import { Card, theme, Typography } from 'antd';
import { type ReactNode, useId } from 'react';

/** A section card under the player naming a list of the lecture's moments (chapters, decisions): `li`s as children. */
export function MomentListCard({ title, children }: { title: string; children: ReactNode }) {
  const { token } = theme.useToken();
  const titleId = useId();
  return (
    <Card
      style={{ marginTop: 16 }}
      styles={{ body: { padding: token.paddingXS } }}
      title={
        <Typography.Title level={2} id={titleId} style={{ fontSize: 18, margin: 0 }}>
          {title}
        </Typography.Title>
      }
    >
      <ol aria-labelledby={titleId} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {children}
      </ol>
    </Card>
  );
}

/**
 * A moment's time and text as one element with a space in its text: a name computed from it (a
 * button's, axe's) then reads "01:35 Preflop ranges", as seen, where separate elements run together.
 */
export function MomentText({ time, children }: { time: string; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <span>
      <span style={{ fontVariantNumeric: 'tabular-nums', color: token.colorTextSecondary }}>{time}</span> {children}
    </span>
  );
}
