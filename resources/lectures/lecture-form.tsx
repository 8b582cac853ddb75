import { Alert } from 'antd';
import { useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { LectureData, LectureRecord } from '../../providers/types';
import { KIT_TEXTS } from '../../src/components/texts';
import { carriedUpload, type UploadedVideo, useVideoUpload } from '../../src/components/video-upload';
import { ADD_LECTURE_REDIRECT_MS, STAFF_TEXTS } from '../shared/constants';
import { createAndEdit, ResourceForm } from '../shared/resource-form';
import { useStaffForm } from '../shared/use-staff-form';
import { LectureFields } from './lecture-fields';
import { PublishedSwitch } from './published-switch';
import { type VideoMode, VideoSourceField } from './video-source-field';

/** The form's fields: the server's, with no tags picked yet, `order` cleared (null) or chapters as text allowed. */
type LectureValues = Pick<LectureData, 'name' | 'description' | 'courseId' | 'categoryId' | 'poster' | 'videoUrl'> & {
  tagIds?: number[];
  order?: number | null;
  /** The typed text, or the loaded chapters when untouched (the API takes either). */
  chapters?: string | LectureData['chapters'];
  /** Only on an edit: the Published switch, inverted. */
  draft?: boolean;
};

/** The form of both screens; `isNew` decides the call, the video choices and what happens after. */
function LectureForm({ isNew }: { isNew: boolean }) {
  const navigate = useNavigate();
  // Video Upload's Add New Lecture hands over its finished upload: the form opens with it set.
  const { state: routerState } = useLocation();
  const [carried] = useState(() => (isNew ? carriedUpload(routerState) : null));
  const [mode, setMode] = useState<VideoMode>(isNew ? 'upload' : 'keep');
  const [uploaded, setUploaded] = useState<UploadedVideo | null>(carried?.video ?? null);
  const [missing, setMissing] = useState<string | null>(null);
  const upload = useVideoUpload(setUploaded, carried);
  const uploading = upload.state.phase === 'uploading';
  // The loaded record's (signed) poster: sent back only when the staff member picked another.
  const currentPoster = useRef<string | null>(null);

  const { record, ...form } = useStaffForm<LectureRecord, LectureValues>({
    resource: 'lectures',
    action: isNew ? 'create' : 'edit',
    onSaved: isNew ? () => setTimeout(() => navigate(form.listUrl), ADD_LECTURE_REDIRECT_MS) : undefined,
    toBody: ({ videoUrl, poster, order, tagIds, ...values }): Record<string, unknown> => ({
      ...values,
      tagIds: tagIds ?? [],
      ...(order === null || order === undefined ? {} : { order }),
      ...(mode === 'url' ? { videoUrl } : {}),
      ...(mode === 'upload' && uploaded
        ? { videoUpload: uploaded.videoUrl, lectureLength: uploaded.lectureLength }
        : {}),
      // A picked poster wins; else the one made from the uploaded video; else the current one stays.
      ...(poster && poster !== currentPoster.current
        ? { poster }
        : mode === 'upload' && uploaded?.poster
          ? { poster: uploaded.poster }
          : {}),
    }),
  });

  currentPoster.current = record?.poster ?? null;
  const needsUpload = mode === 'upload' && !uploaded;
  return (
    <ResourceForm
      form={form}
      title={isNew ? 'Add New Lecture' : 'Edit Lecture'}
      name={isNew ? 'add-lecture' : 'edit-lecture'}
      onFinish={(values) => {
        if (needsUpload) return setMissing(KIT_TEXTS.noVideo);
        setMissing(null);
        return form.formProps.onFinish(values);
      }}
      // Chapters say what is wrong under the field; every other rule is a required one.
      onFinishFailed={({ errorFields }) =>
        setMissing(errorFields.some((field) => field.name[0] !== 'chapters') ? STAFF_TEXTS.requiredFields : null)
      }
      disabled={uploading}
      saveLabel={uploading ? 'Uploading...' : isNew ? 'Add Lecture' : 'Save'}
    >
      {missing && <Alert type="error" role="alert" showIcon message={missing} style={{ marginBottom: 16 }} />}
      <LectureFields />
      {!isNew && <PublishedSwitch />}
      <VideoSourceField mode={mode} onMode={setMode} canKeep={!isNew} upload={upload} />
    </ResourceForm>
  );
}

export const [LectureCreate, LectureEdit] = createAndEdit(LectureForm);
