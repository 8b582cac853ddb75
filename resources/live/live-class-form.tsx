import { useNavigate, useParams } from 'react-router';
import type { LiveClassPatch, LiveClassRecord, StreamKeyAnswer } from '../../providers/types';
import { createAndEdit, ResourceForm } from '../shared/resource-form';
import { useResourceLinks } from '../shared/use-resource-links';
import { useStaffForm } from '../shared/use-staff-form';
import { LiveClassFields } from './live-class-fields';
import { firstKeyState, StreamPanel } from './stream-panel';

type LiveClassValues = Pick<LiveClassRecord, 'title' | 'description' | 'startsAt' | 'durationMinutes' | 'status'> & {
  course?: { id?: number };
  category?: { id?: number };
  coach?: { id?: number };
  poster?: string | null;
};

/** The form's values as the API takes them: the chosen records by id, a course or category left out as none. */
const toBody = ({ course, category, coach, poster, status, ...fields }: LiveClassValues): LiveClassPatch => ({
  ...fields,
  courseId: course?.id ?? null,
  categoryId: category?.id ?? null,
  coachId: coach?.id,
  poster: poster || null,
  ...(status ? { status } : {}),
});

function LiveClassForm({ isNew }: { isNew: boolean }) {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const editUrl = useResourceLinks('live').edit!;
  const form = useStaffForm<LiveClassRecord & Partial<StreamKeyAnswer>, LiveClassValues>({
    resource: 'live',
    action: isNew ? 'create' : 'edit',
    toBody,
    // The create answer is the only place a new class's first key is ever seen: its edit screen shows
    // it, with the Stream card the coach needs next, instead of the list.
    onSaved: isNew
      ? ({ id: created, streamKey, ingestUrl }) =>
          navigate(editUrl(created), {
            state: streamKey ? firstKeyState({ streamKey, ingestUrl: ingestUrl ?? null }) : null,
          })
      : undefined,
  });
  return (
    <>
      <ResourceForm
        form={form}
        title={isNew ? 'Add Live Class' : 'Edit Live Class'}
        name={isNew ? 'add-live-class' : 'edit-live-class'}
      >
        <LiveClassFields isNew={isNew} />
      </ResourceForm>
      {!isNew && <StreamPanel id={id} />}
    </>
  );
}

export const [LiveClassCreate, LiveClassEdit] = createAndEdit(LiveClassForm);
