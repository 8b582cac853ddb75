import { type QueryClient, useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Result, Space, Tag, theme, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { lectureDetailsPath } from '../../common/paths';
import { isRightShare, REVIEW_RATINGS, type ReviewRating } from '../../common/poker-cards';
import { deckQuery, rateCard, type ReviewDeck } from '../../providers/review-api';
import { PageLoader } from '../../src/components/page-loader';
import { prefetchDrawn } from '../../src/drawing/drawn-answers';
import { KeyedLabel, useAnswerKeys } from '../shared/answer-keys';
import { PageHeading } from '../shared/page-heading';
import { SpotAnnouncement, SpotView } from '../shared/spot-view';
import { REVIEW_TEXTS, WATCH_LEAD_SECONDS } from './texts';
import { useReveal } from './use-reveal';

type DueCard = ReviewDeck['cards'][number];

/** Opened on its own address, the deck: drawn into the page by the server, or read beside its code. */
export const prefetchDeck = (queryClient: QueryClient) => prefetchDrawn(queryClient, [deckQuery()]);

/** /review: the member's cards due now, one at a time: answer, see the answer, rate recall (FSRS on the server). */
export function ReviewPage() {
  const { data, error } = useQuery(deckQuery());
  const card = data?.cards[0];
  return (
    <>
      <PageHeading
        title={REVIEW_TEXTS.title}
        extra={
          data && (
            <Space>
              <Tag color="blue">{REVIEW_TEXTS.left(data.dueCount)}</Tag>
              <Tag color="gold">{REVIEW_TEXTS.streak(data.streak)}</Tag>
            </Space>
          )
        }
      />
      {error && <Alert type="error" showIcon role="alert" message={error.message} />}
      {!data && !error && <PageLoader />}
      {data && !card && <Result status="success" title={REVIEW_TEXTS.nothingDue} />}
      {card && <ReviewCardView key={`${card.id}@${card.due}`} card={card} />}
    </>
  );
}

/** A rating answers once the deck has been read again: the next card due takes this one's place. */
function ReviewCardView({ card }: { card: DueCard }) {
  const { token } = theme.useToken();
  const { mutateAsync: sendRating } = useMutation(rateCard);
  const [chosen, setChosen] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { decision } = card;
  const answered = chosen !== null;
  const { reveal, error: revealError } = useReveal(decision, chosen);
  const problem = error ?? revealError;
  const rate = async (rating: ReviewRating) => {
    try {
      await sendRating({ cardId: card.id, rating, due: card.due });
    } catch (failure) {
      setError((failure as Error).message);
    }
  };
  // As in the player: 1–4 answer; then, as in most review decks, 1–4 rate (Again to Easy).
  useAnswerKeys({
    onNumber: (index) => {
      if (!answered) {
        if (decision.options[index]) setChosen(index);
      } else if (REVIEW_RATINGS[index]) void rate(REVIEW_RATINGS[index]);
    },
  });
  return (
    <Card
      title={card.lectureName}
      extra={
        <Link
          to={lectureDetailsPath(decision.lectureId, Math.max(0, Math.floor(decision.atSeconds) - WATCH_LEAD_SECONDS))}
        >
          {REVIEW_TEXTS.watch}
        </Link>
      }
    >
      <SpotAnnouncement spot={decision} extra={REVIEW_TEXTS.keysHelp} />
      <SpotView spot={decision} />
      <Flex vertical gap={token.marginXS} style={{ marginBlock: token.margin }}>
        {decision.options.map((option, index) => (
          <Button
            key={option.label}
            block
            type={chosen === index ? 'primary' : 'default'}
            danger={chosen === index && reveal !== null && !isRightShare(reveal.options[index]?.share ?? 0)}
            disabled={answered && chosen !== index}
            aria-keyshortcuts={String(index + 1)}
            onClick={() => setChosen(index)}
          >
            <KeyedLabel index={index}>
              {option.label}
              {reveal && ` · ${reveal.options[index]?.share} %`}
            </KeyedLabel>
          </Button>
        ))}
      </Flex>
      <div aria-live="polite">
        {problem && <Alert type="error" showIcon message={problem} />}
        {answered && (
          <>
            <Typography.Paragraph style={{ whiteSpace: 'pre-line' }}>{reveal?.explanation}</Typography.Paragraph>
            <Typography.Text strong>{REVIEW_TEXTS.rateHelp}</Typography.Text>
            <Flex gap={token.marginXS} wrap style={{ marginTop: token.marginXS }}>
              {REVIEW_RATINGS.map((rating, index) => (
                <Button key={rating} aria-keyshortcuts={String(index + 1)} onClick={() => void rate(rating)}>
                  <KeyedLabel index={index}>{REVIEW_TEXTS.ratings[rating]}</KeyedLabel>
                </Button>
              ))}
            </Flex>
          </>
        )}
      </div>
    </Card>
  );
}
