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
/** Names, emails and titles: whole, on up to two lines, where other text in a list wraps freely. */
const WHOLE_IN_LISTS = new Set(['name', 'email', 'title']);
/**
 * The box of a one-line text: its own width where the table has room, yet nothing it insists on (a grid
 * track of `minmax(0, max-content)`), so an auto-laid-out table shares what room is left among its cut
 * texts by their length, and cuts them only when even that is too little to keep the row actions in the box.
 */
const YIELDING_BOX = { display: 'grid', gridTemplateColumns: 'minmax(0, max-content)' } as const;
/** A text on one line, whole where the list has room, else cut, whole in a tooltip. */
export const oneLine = (value: string): ReactNode => (
  <span style={YIELDING_BOX}>
    <Typography.Text ellipsis={{ tooltip: value }} style={{ maxWidth: '100%' }}>
      {value}
    </Typography.Text>
  </span>
);
/** An email may break before its @, as a person would split it; a name or title between its words. */
const withBreaks = (value: string): ReactNode =>
  value.split(/(?=@)/).flatMap((part, index) => (index === 0 ? [part] : [<wbr key={index} />, part]));
/**
 * A name, email or title whole, on a second line when the row has no room for it on one (the row is two
 * lines high anyway beside its phone and actions); cut only past two, whole in a tooltip.
 */
export const upToTwoLines = (value: string): ReactNode => (
  <Typography.Paragraph ellipsis={{ rows: 2, tooltip: value }} style={{ margin: 0 }}>
    {withBreaks(value)}
  </Typography.Paragraph>
);
const cell = (key: string, value: unknown): ReactNode =>
  typeof value === 'string' && WHOLE_IN_LISTS.has(key) ? upToTwoLines(value) : (value as ReactNode);

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
