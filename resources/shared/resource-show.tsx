import { type BaseRecord, useShow } from '@refinedev/core';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { DetailsList } from './details-list';
import type { Field } from './fields';
import { RecordHistory } from './record-history';
import { StaffPage } from './staff-page';
import { type ResourceLinks, useResourceLinks } from './use-resource-links';

export interface ResourceShowProps<T extends BaseRecord> {
  resource: string;
  title: string;
  fields: Field<T>[];
  /** Buttons beside the title, once the record is there. */
  extra?(record: T, links: ResourceLinks): ReactNode;
  /** Above the facts (a lecture's video). */
  media?(record: T): ReactNode;
  /** Below the facts (a lecture's captions). */
  footer?(record: T): ReactNode;
}

/** A staff details screen: the record at the route's id, back to the list, its fields as rows, its history. */
export function ResourceShow<T extends BaseRecord>({
  resource,
  title,
  fields,
  extra,
  media,
  footer,
}: ResourceShowProps<T>) {
  const { id } = useParams();
  const { query } = useShow<T>({ resource, id });
  const links = useResourceLinks(resource);
  const record = query.data?.data;
  return (
    <StaffPage title={title} backTo={links.list} extra={record && extra?.(record, links)}>
      {record && media?.(record)}
      <DetailsList loading={query.isLoading} error={query.error?.message} record={record} fields={fields} />
      {record && footer?.(record)}
      {record && id && <RecordHistory resource={resource} id={id} />}
    </StaffPage>
  );
}
