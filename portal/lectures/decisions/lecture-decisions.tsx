import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, theme } from 'antd';
import { createPortal } from 'react-dom';
import { formatChapterTime } from '../../../common/chapters';
import { lectureDecisionsQuery, type MemberDecision } from '../../../providers/decisions-api';
import { MomentListCard, MomentText } from '../../../src/components/lecture-player/moment-list-card';
import { DecisionPanel } from './decision-panel';
import { DECISION_UI } from './texts';
import { useDecisionStops } from './use-decision-stops';

const NO_DECISIONS: MemberDecision[] = [];

/**
 * A lecture's decision points: the panel over the player when playback reaches one, the list of them
 * (each a jump to its moment) and, at the end, the member's score. Nothing for a lecture without any.
 */
export function LectureDecisions({ lectureId, video }: { lectureId: number; video: HTMLVideoElement | null }) {
  const { data: decisions = NO_DECISIONS } = useQuery(lectureDecisionsQuery(lectureId));
  const stops = useDecisionStops(video, decisions);
  const player = video?.closest('.lecture-player');
  if (decisions.length === 0) return null;
  return (
    <>
      {stops.asking &&
        player &&
        createPortal(<DecisionPanel key={stops.asking.id} decision={stops.asking} onClose={stops.close} />, player)}
      {stops.ended && <LectureScore decisions={decisions} onOpen={stops.open} />}
      <DecisionList decisions={decisions} onOpen={stops.open} />
    </>
  );
}

function Verdict({ decision }: { decision: MemberDecision }) {
  const { token } = theme.useToken();
  if (!decision.myAnswer) return null;
  return decision.myAnswer.correct ? (
    <CheckCircleFilled aria-label="right" style={{ color: token.colorSuccess }} />
  ) : (
    <CloseCircleFilled aria-label="wrong" style={{ color: token.colorError }} />
  );
}

function DecisionList({ decisions, onOpen }: { decisions: MemberDecision[]; onOpen(d: MemberDecision): void }) {
  return (
    <MomentListCard title={DECISION_UI.listTitle}>
      {decisions.map((decision) => (
        <li key={decision.id}>
          <Button
            type="text"
            block
            // What it shows, without the verdict mark.
            aria-label={`${formatChapterTime(decision.atSeconds)} ${decision.game} · ${decision.positions}`}
            onClick={() => onOpen(decision)}
            style={{ justifyContent: 'flex-start' }}
          >
            <MomentText time={formatChapterTime(decision.atSeconds)}>
              {decision.game} · {decision.positions}
            </MomentText>
            <Verdict decision={decision} />
          </Button>
        </li>
      ))}
    </MomentListCard>
  );
}

function LectureScore({ decisions, onOpen }: { decisions: MemberDecision[]; onOpen(d: MemberDecision): void }) {
  const right = decisions.filter((decision) => decision.myAnswer?.correct).length;
  return (
    <Alert
      style={{ marginTop: 16 }}
      type="info"
      role="status"
      message={DECISION_UI.score(right, decisions.length)}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 16 }}>
          {decisions.map((decision) => (
            <li key={decision.id}>
              {formatChapterTime(decision.atSeconds)} {decision.positions} <Verdict decision={decision} />{' '}
              <Button type="link" size="small" onClick={() => onOpen(decision)}>
                {DECISION_UI.revisit}
              </Button>
            </li>
          ))}
        </ul>
      }
    />
  );
}
