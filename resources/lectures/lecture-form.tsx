import { Alert, Form, Skeleton } from 'antd';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { LectureData, LectureRecord } from '../../providers/types';
import { KIT_TEXTS } from '../../src/components/texts';
import { useVideoUpload, type UploadedVideo } from '../../src/components/video-upload';
import { ADD_LECTURE_REDIRECT_MS, STAFF_TEXTS } from '../shared/constants';
import { FormActions } from '../shared/form-actions';
import { StaffPage } from '../shared/staff-page';
import { useStaffForm } from '../shared/use-staff-form';
import { LectureFields } from './lecture-fields';
import { VideoSourceField, type VideoMode } from './video-source-field';

const LIST = '/lecture-management';

/** The form's fields: the server's, with no tags picked yet or `order` cleared (null) allowed. */
type LectureValues = Pick<LectureData, 'name' | 'description' | 'courseId' | 'categoryId' | 'poster' | 'videoUrl'> & { tagIds?: number[]; order?: number | null };

/** The form of both screens; `isNew` decides the call, the video choices and what happens after. */
function LectureForm({ isNew }: { isNew: boolean }) {
  const navigate = useNavigate();
  const [mode, setMode] = useState<VideoMode>(isNew ? 'upload' : 'keep');
  const [uploaded, setUploaded] = useState<UploadedVideo | null>(null);
  const [missing, setMissing] = useState<string | null>(null);
  const upload = useVideoUpload(setUploaded);
  const uploading = upload.state.phase === 'uploading';
  // The loaded record's (signed) poster: sent back only when the staff member picked another.
  const currentPoster = useRef<string | null>(null);

  const { formProps, saving, loadingRecord, record } = useStaffForm<LectureRecord, LectureValues>({
    resource: 'lectures',
    action: isNew ? 'create' : 'edit',
    doneTo: LIST,
    onSaved: isNew ? () => setTimeout(() => navigate(LIST), ADD_LECTURE_REDIRECT_MS) : undefined,
    toBody: ({ videoUrl, poster, order, tagIds, ...values }): Record<string, unknown> => ({
      ...values,
      tagIds: tagIds ?? [],
      ...(order === null || order === undefined ? {} : { order }),
      ...(mode === 'url' ? { videoUrl } : {}),
      ...(mode === 'upload' && uploaded ? { videoUpload: uploaded.videoUrl, lectureLength: uploaded.lectureLength } : {}),
      // A picked poster wins; else the one made from the uploaded video; else the current one stays.
      ...(poster && poster !== currentPoster.current ? { poster } : mode === 'upload' && uploaded?.poster ? { poster: uploaded.poster } : {}),
    }),
  });

  currentPoster.current = record?.poster ?? null;
  if (loadingRecord) return <Skeleton active />;
  const needsUpload = mode === 'upload' && !uploaded;
  return (
    <Form
      {...formProps}
      name={isNew ? 'add-lecture' : 'edit-lecture'}
      onFinish={(values) => {
        if (needsUpload) return setMissing(KIT_TEXTS.noVideo);
        setMissing(null);
        return formProps.onFinish(values);
      }}
      onFinishFailed={() => setMissing(STAFF_TEXTS.requiredFields)}
    >
      {missing && <Alert type="error" role="alert" showIcon message={missing} style={{ marginBottom: 16 }} />}
      <LectureFields />
      <VideoSourceField mode={mode} onMode={setMode} canKeep={!isNew} upload={upload} />
      <FormActions saving={saving} cancelTo={LIST} disabled={uploading} saveLabel={uploading ? 'Uploading...' : isNew ? 'Add Lecture' : 'Save'} />
    </Form>
  );
}

export function LectureCreate() {
  return (
    <StaffPage title="Add New Lecture" backTo={LIST}>
      <LectureForm isNew />
    </StaffPage>
  );
}

export function LectureEdit() {
  return (
    <StaffPage title="Edit Lecture" backTo={LIST}>
      <LectureForm isNew={false} />
    </StaffPage>
  );
}
