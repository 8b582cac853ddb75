import { Tag } from 'antd';
import { useEffect, useState } from 'react';
import { type DecisionScore as Score, lectureScores } from '../../../providers/decisions-api';

/** `Decisions: 4 of 6 right` on a lecture's card once the member has answered its decisions. */
export function DecisionScore({ lectureId }: { lectureId: number }) {
  const [score, setScore] = useState<Score>();
  useEffect(() => {
    let live = true;
    void lectureScores().then((all) => {
      if (live) setScore(all.get(lectureId));
    });
    return () => {
      live = false;
    };
  }, [lectureId]);
  if (!score || score.answered < score.total) return null;
  return (
    <Tag color="blue" style={{ alignSelf: 'flex-start' }}>
      Decisions: {score.right} of {score.total} right
    </Tag>
  );
}
