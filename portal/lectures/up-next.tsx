import { Alert, Button } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { lectureDetailsPath } from '../../common/paths';
import type { LectureRecord } from '../../providers/types';
import { PORTAL_TEXTS, UP_NEXT_SECONDS } from '../constants';
import { useHeld } from '../shared/use-held';

/**
 * After a lecture ends, the next one of its module opens after a countdown the member can cancel. The
 * countdown holds while the pointer is on the card or focus is in it, as the carousels and the app's
 * messages do: a member reading it or reaching for Cancel is not taken away meanwhile.
 */
export function UpNext({ lecture, onCancel }: { lecture: LectureRecord; onCancel(): void }) {
  const navigate = useNavigate();
  const [left, setLeft] = useState(UP_NEXT_SECONDS);
  const { held, holdHandlers } = useHeld();
  useEffect(() => {
    if (held) return;
    if (left === 0) {
      navigate(lectureDetailsPath(lecture.id));
      return;
    }
    const tick = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(tick);
  }, [left, held, lecture.id, navigate]);
  return (
    <div {...holdHandlers}>
      <Alert
        type="info"
        role="status"
        style={{ marginTop: 16 }}
        message={
          <>
            {PORTAL_TEXTS.upNext}: <Link to={lectureDetailsPath(lecture.id)}>{lecture.name}</Link>
          </>
        }
        description={PORTAL_TEXTS.upNextIn(left)}
        action={<Button onClick={onCancel}>Cancel</Button>}
      />
    </div>
  );
}
