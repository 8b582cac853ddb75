import { useQuery } from '@tanstack/react-query';
import { Tag } from 'antd';
import { lectureScoresQuery } from '../../../providers/decisions-api';

/** `Decisions: 4 of 6 right` on a lecture's card once the member has answered its decisions. */
export function DecisionScore({ lectureId }: { lectureId: number }) {
  const { data: score } = useQuery({ ...lectureScoresQuery(), select: (scores) => scores.get(lectureId) });
  if (!score || score.answered < score.total) return null;
  return (
    <Tag color="blue" style={{ alignSelf: 'flex-start' }}>
      Decisions: {score.right} of {score.total} right
    </Tag>
  );
}
