import { Button, Card, Flex, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { PATHS } from '../../common/paths';
import { decisionsApi } from '../../providers/decisions-api';
import { useLoad } from '../../src/components/use-load';
import { REVIEW_TEXTS } from './texts';

/** The dashboard's review deck card: cards due now and the streak of days reviewed. Loads on its own. */
export function ReviewDueCard() {
  const { data } = useLoad(() => decisionsApi.deck(), []);
  const navigate = useNavigate();
  if (!data) return null;
  return (
    <Card style={{ marginBottom: 24 }} aria-label={REVIEW_TEXTS.deckTitle}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <div>
          <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
            {REVIEW_TEXTS.deckTitle}
          </Typography.Title>
          <Typography.Text data-testid="review-due">{REVIEW_TEXTS.dueCards(data.dueCount)}</Typography.Text>
          {' · '}
          <Typography.Text data-testid="review-streak">{REVIEW_TEXTS.streak(data.streak)}</Typography.Text>
        </div>
        <Button type="primary" onClick={() => navigate(PATHS.review)}>
          {REVIEW_TEXTS.reviewNow}
        </Button>
      </Flex>
    </Card>
  );
}
