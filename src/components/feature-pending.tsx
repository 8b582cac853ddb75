import { Card, Typography } from 'antd';

export interface FeaturePendingProps {
  screen: string;
  /** The issue that delivers this screen, e.g. "the staff back-office issue (#4)". */
  deliveredBy: string;
}

/** A route whose screen belongs to a later issue: it says so plainly and pretends nothing. */
export function FeaturePending({ screen, deliveredBy }: FeaturePendingProps) {
  return (
    <Card>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        {screen}
      </Typography.Title>
      <Typography.Paragraph>
        {screen} arrives with {deliveredBy}.
      </Typography.Paragraph>
    </Card>
  );
}

export const pending = (screen: string, deliveredBy: string) =>
  function PendingScreen() {
    return <FeaturePending screen={screen} deliveredBy={deliveredBy} />;
  };
