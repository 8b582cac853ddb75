import { Button, Card, Flex, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { PATHS } from '../../common/paths';
import type { ReviewDeck } from '../../providers/review-api';
import { REVIEW_TEXTS } from './texts';

/**
 * The dashboard's review deck card: cards due now and the streak of days reviewed. The deck comes
 * with the dashboard's own calls, so the card is there in the first paint and pushes nothing down.
 */
export function ReviewDueCard({ data }: { data: ReviewDeck }) {
  const navigate = useNavigate();
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
