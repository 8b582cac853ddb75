import { MAX_CATALOGUE_TITLE } from '../../common/limits';
import type { CourseBody, CourseRecord } from '../../providers/types';
import { createAndEdit, ResourceForm } from '../shared/resource-form';
import { TitleAndDescription } from '../shared/title-fields';
import { useStaffForm } from '../shared/use-staff-form';

/** Add and Edit course (docs/PRODUCT.md#courses-categories-and-tags): title and description; back to the list on success. */
function CourseForm({ isNew }: { isNew: boolean }) {
  const form = useStaffForm<CourseRecord, CourseBody>({
    resource: 'courses',
    action: isNew ? 'create' : 'edit',
    toBody: ({ title, description }) => ({ title, description }),
  });
  return (
    <ResourceForm form={form} title={isNew ? 'Add Course' : 'Edit Course'}>
      <TitleAndDescription descriptionLabel="Description" titleMaxLength={MAX_CATALOGUE_TITLE} />
    </ResourceForm>
  );
}

export const [CourseCreate, CourseEdit] = createAndEdit(CourseForm);
