import { Form, Input, Skeleton } from 'antd';
import type { CourseBody, CourseRecord } from '../../providers/types';
import { FormActions } from '../shared/form-actions';
import { StaffPage } from '../shared/staff-page';
import { useStaffForm } from '../shared/use-staff-form';

const LIST = '/course-management';

function CourseFields() {
  return (
    <>
      <Form.Item label="Title" name="title" rules={[{ required: true, whitespace: true, message: 'Please enter a title' }]}>
        <Input />
      </Form.Item>
      <Form.Item label="Description" name="description" rules={[{ required: true, whitespace: true, message: 'Please enter a description' }]}>
        <Input.TextArea rows={5} />
      </Form.Item>
    </>
  );
}

export function CourseCreate() {
  const { formProps, saving } = useStaffForm<CourseRecord, CourseBody>({ resource: 'courses', action: 'create', doneTo: LIST });
  return (
    <StaffPage title="Add Course" backTo={LIST}>
      <Form {...formProps}>
        <CourseFields />
        <FormActions saving={saving} cancelTo={LIST} />
      </Form>
    </StaffPage>
  );
}

/** Spec §2 Edit course: title and description; back to the list on success. */
export function CourseEdit() {
  const { formProps, saving, loadingRecord } = useStaffForm<CourseRecord, CourseBody>({
    resource: 'courses',
    action: 'edit',
    doneTo: LIST,
    toBody: ({ title, description }) => ({ title, description }),
  });
  return (
    <StaffPage title="Edit Course" backTo={LIST}>
      {loadingRecord ? (
        <Skeleton active />
      ) : (
        <Form {...formProps}>
          <CourseFields />
          <FormActions saving={saving} cancelTo={LIST} />
        </Form>
      )}
    </StaffPage>
  );
}
