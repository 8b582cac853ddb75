import { Alert, Button } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { lectureDetailsPath } from '../../common/paths';
import type { LectureRecord } from '../../providers/types';
import { PORTAL_TEXTS, UP_NEXT_SECONDS } from '../constants';

/** After a lecture ends, the next one of its module opens after a countdown the member can cancel. */
export function UpNext({ lecture, onCancel }: { lecture: LectureRecord; onCancel(): void }) {
  const navigate = useNavigate();
  const [left, setLeft] = useState(UP_NEXT_SECONDS);
  useEffect(() => {
    if (left === 0) {
      navigate(lectureDetailsPath(lecture.id));
      return;
    }
    const tick = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(tick);
  }, [left, lecture.id, navigate]);
  return (
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
  );
}
