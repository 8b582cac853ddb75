import { Button, Flex } from 'antd';
import { useNavigate } from 'react-router';

/** Save (busy while the call runs) and Cancel back to `cancelTo`. */
export function FormActions({
  saving,
  cancelTo,
  saveLabel = 'Save',
  disabled = false,
}: {
  saving: boolean;
  cancelTo: string;
  saveLabel?: string;
  disabled?: boolean;
}) {
  const navigate = useNavigate();
  return (
    <Flex gap={8} justify="flex-end">
      <Button onClick={() => navigate(cancelTo)}>Cancel</Button>
      <Button type="primary" htmlType="submit" loading={saving} disabled={disabled}>
        {saveLabel}
      </Button>
    </Flex>
  );
}
