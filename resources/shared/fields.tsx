import { Flex, type TableColumnType, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { StatusBadge } from '../../src/components/status-badge';
import { formatDate, formatLength } from './format';

export type Render<T, K extends keyof T = keyof T> = (value: T[K], record: T) => ReactNode;

/** Renderers the resources share. */
export const asStatus = (active: boolean) => <StatusBadge active={active} />;
export const asTitle = (item: { title: string }) => item.title;
export const orDash = (value: ReactNode) => value ?? '—';
export const asTags = (tags: { id: number; title: string }[]) => (
  <Flex gap={4} wrap>
    {tags.map((tag) => (
      <Tag key={tag.id}>{tag.title}</Tag>
    ))}
  </Flex>
);
/** Long text cut to two lines in a column this wide, whole in a tooltip. */
export const clamped = (maxWidth: number) => (text: string) => (
  <Typography.Paragraph ellipsis={{ rows: 2, tooltip: text }} style={{ maxWidth, margin: 0 }}>
    {text}
  </Typography.Paragraph>
);
/** How wide a list's name, email or title may grow before it is cut, so the row actions stay in the box. */
const TEXT_CELL_WIDTH = 104;
/** Long single words (emails) or names that read best on one line; other text in a list wraps. */
const CUT_IN_LISTS = new Set(['name', 'email', 'title']);
/** A name, email or title on one line, cut at a list column's width, whole in a tooltip. */
export const oneLine = (value: string): ReactNode => (
  <Typography.Text ellipsis={{ tooltip: value }} style={{ maxWidth: TEXT_CELL_WIDTH }}>
    {value}
  </Typography.Text>
);
const cell = (key: string, value: unknown): ReactNode =>
  typeof value === 'string' && CUT_IN_LISTS.has(key) ? oneLine(value) : (value as ReactNode);

/** Any field's renderer: each takes its own field's type. */
type AnyRender = (value: never) => ReactNode;

/** How every staff list and details page labels and shows a field of this name. */
const COMMON_FIELDS = {
  name: ['Name'],
  email: ['Email'],
  phone: ['Phone'],
  title: ['Title'],
  description: ['Description'],
  message: ['Message'],
  order: ['Order'],
  status: ['Status', asStatus],
  course: ['Course', asTitle],
  category: ['Category', asTitle],
  tags: ['Tags', asTags],
  lectureLength: ['Length', formatLength],
  createdAt: ['Created On', formatDate],
} satisfies Record<string, readonly [label: string, render?: AnyRender]>;

/**
 * One field of a list's columns or a details page's rows: a common field by its name, or
 * `[key, label, render?]` where the label or the way it shows is this resource's own.
 */
export type Field<T> =
  | (keyof T & keyof typeof COMMON_FIELDS)
  | { [K in keyof T & string]: readonly [key: K, label: string, render?: Render<T, K>] }[keyof T & string];

const normalise = <T,>(field: Field<T>): { key: keyof T & string; label: string; render?: Render<T> } => {
  if (typeof field !== 'string') return { key: field[0], label: field[1], render: field[2] as Render<T> | undefined };
  const [label, render] = COMMON_FIELDS[field] as readonly [string, AnyRender?];
  return { key: field, label, render: render as Render<T> | undefined };
};

export const columnsOf = <T,>(fields: Field<T>[]): TableColumnType<T>[] =>
  fields.map(normalise).map(({ key, label, render }) => ({
    title: label,
    dataIndex: key,
    render: (value: T[keyof T], record: T) => (render ? render(value, record) : cell(key, value)),
  }));

export const detailsOf = <T,>(fields: Field<T>[], record: T): { label: string; value: ReactNode }[] =>
  fields.map(normalise).map(({ key, label, render }) => ({
    label,
    value: render ? render(record[key], record) : (record[key] as ReactNode),
  }));
