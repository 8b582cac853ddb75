import './decision-panel.css';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Flex, Progress, theme, Typography } from 'antd';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { isRightShare } from '../../../common/poker-cards';
import {
  answerDecision,
  type DecisionReveal,
  keepDecision,
  type MemberDecision,
} from '../../../providers/decisions-api';
import { KeyedLabel, useAnswerKeys } from '../../shared/answer-keys';
import { SpotAnnouncement, SpotView } from '../../shared/spot-view';
import { DECISION_UI } from './texts';

interface Result {
  chosen: number;
  correct: boolean;
  inDeck: boolean;
  /** The shares and the explanation: the server sends them with the answer, never before. */
  reveal: DecisionReveal;
}

export interface DecisionPanelProps {
  decision: MemberDecision;
  /** Skipped, or continued after the answer: playback goes on. */
  onClose(): void;
}

/**
 * The spot over the paused video: the member answers with a click or 1–4, sees whether it was right,
 * every option's share and the coach's explanation, then continues (Enter). Screen readers hear the spot
 * when it opens and the verdict when it comes.
 */
export function DecisionPanel({ decision, onClose }: DecisionPanelProps) {
  const { token } = theme.useToken();
  const [result, setResult] = useState<Result | null>(null);
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);
  const { mutateAsync: sendAnswer } = useMutation(answerDecision);
  const { mutateAsync: keepInDeck } = useMutation(keepDecision);

  const answer = async (optionIndex: number) => {
    if (result || !decision.options[optionIndex]) return;
    try {
      const answered = await sendAnswer({ decisionId: decision.id, optionIndex });
      setResult({ chosen: optionIndex, correct: answered.correct, inDeck: answered.inDeck, reveal: answered });
    } catch (failure) {
      setError((failure as Error).message);
    }
  };
  const keep = async () => {
    try {
      await keepInDeck(decision.id);
      setResult((now) => now && { ...now, inDeck: true });
    } catch (failure) {
      setError((failure as Error).message);
    }
  };

  const actions = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => panel.current?.focus({ preventScroll: true }), []);
  // Into view as a whole where it fits (under the video on a phone, its options then low, in thumb
  // reach), again each time its size changes (its columns follow the width a moment after it opens);
  // after the answer, down to Continue, past the explanation.
  useEffect(() => {
    const element = panel.current;
    if (!element) return undefined;
    const bringIntoView = () => (result ? actions.current : element)?.scrollIntoView({ block: 'nearest' });
    const observer = new ResizeObserver(bringIntoView);
    observer.observe(element);
    return () => observer.disconnect();
  }, [result]);
  useAnswerKeys(result ? { onEnter: onClose } : { onNumber: (index) => void answer(index) });

  return (
    <section
      ref={panel}
      tabIndex={-1}
      role="dialog"
      aria-labelledby={titleId}
      className="decision-panel"
      style={{
        padding: token.paddingLG,
        background: token.colorBgElevated,
        color: token.colorText,
        borderRadius: token.borderRadiusLG,
      }}
    >
      <Typography.Title level={2} id={titleId} style={{ fontSize: 20, marginTop: 0 }}>
        {DECISION_UI.panelTitle}
      </Typography.Title>
      <SpotAnnouncement spot={decision} extra={DECISION_UI.keysHelp} />
      <SpotView spot={decision} />
      <Flex vertical gap={token.marginXS} style={{ marginTop: token.margin }}>
        {decision.options.map((option, index) => (
          <Button
            key={option.label}
            block
            size="large"
            type={result?.chosen === index ? 'primary' : 'default'}
            danger={result?.chosen === index && !result.correct}
            aria-keyshortcuts={String(index + 1)}
            disabled={result !== null && result.chosen !== index}
            onClick={() => void answer(index)}
            style={{ justifyContent: 'space-between', display: 'flex' }}
          >
            <KeyedLabel index={index}>{option.label}</KeyedLabel>
            {result && (
              <Progress
                percent={result.reveal.options[index]?.share}
                size="small"
                status={isRightShare(result.reveal.options[index]?.share ?? 0) ? 'success' : 'exception'}
                format={(share) => `${share} %`}
                style={{ width: 140, margin: 0 }}
              />
            )}
          </Button>
        ))}
      </Flex>
      <div aria-live="polite" style={{ marginTop: token.margin }}>
        {error && <Alert type="error" showIcon message={error} />}
        {result && (
          <>
            <Alert
              type={result.correct ? 'success' : 'warning'}
              showIcon
              message={result.correct ? DECISION_UI.right : DECISION_UI.wrong}
            />
            <Typography.Paragraph style={{ marginTop: token.marginSM, whiteSpace: 'pre-line' }}>
              {result.reveal.explanation}
            </Typography.Paragraph>
          </>
        )}
      </div>
      <Flex ref={actions} gap={token.marginXS} justify="flex-end">
        {result && (
          <Button disabled={result.inDeck} onClick={() => void keep()}>
            {result.inDeck ? DECISION_UI.kept : DECISION_UI.keep}
          </Button>
        )}
        <Button
          type={result ? 'primary' : 'default'}
          aria-keyshortcuts={result ? 'Enter' : undefined}
          onClick={onClose}
        >
          {result ? DECISION_UI.continue : DECISION_UI.skip}
        </Button>
      </Flex>
    </section>
  );
}
