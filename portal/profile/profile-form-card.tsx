import { Button, Card, Space } from 'antd';
import type { ReactNode } from 'react';
import { PageHeading } from '../shared/page-heading';

/** The page's heading above one card of one width: every form a member fills in on the profile's pages. */
export function ProfileFormCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <PageHeading title={title} />
      <Card style={{ maxWidth: 560 }}>{children}</Card>
    </>
  );
}

interface FormButtonsProps {
  submit: string;
  submitting: boolean;
  disabled?: boolean;
  onCancel(): void;
}

/** The form's submit button, then Cancel, side by side at their own width. */
export function FormButtons({ submit, submitting, disabled, onCancel }: FormButtonsProps) {
  return (
    <Space>
      <Button type="primary" htmlType="submit" loading={submitting} disabled={disabled}>
        {submit}
      </Button>
      <Button onClick={onCancel}>Cancel</Button>
    </Space>
  );
}
