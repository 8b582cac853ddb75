import { CloseOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Form, Input, Space } from 'antd';

interface PlayerFieldProps {
  name: string;
  text: string;
  problem?: string;
  painting: boolean;
  canPaint: boolean;
  onType(text: string): void;
  onPaintToggle(): void;
  onRemove?(): void;
}

/** One player's hand or range, typed, with buttons to paint it on the grid and to take the player out. */
export function PlayerField({
  name,
  text,
  problem,
  painting,
  canPaint,
  onType,
  onPaintToggle,
  onRemove,
}: PlayerFieldProps) {
  return (
    <Form.Item label={name} validateStatus={problem ? 'error' : undefined} help={problem} style={{ marginBottom: 12 }}>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          aria-label={name}
          value={text}
          placeholder={name === 'Hero' ? 'AhKd' : 'AhKd, QQ+, AKs or empty for any hand'}
          onChange={(event) => onType(event.target.value)}
          spellCheck={false}
          autoComplete="off"
        />
        {canPaint && (
          <Button
            icon={<EditOutlined />}
            aria-pressed={painting}
            type={painting ? 'primary' : 'default'}
            onClick={onPaintToggle}
          >
            Grid
          </Button>
        )}
        {onRemove && <Button icon={<CloseOutlined />} aria-label={`Remove ${name}`} onClick={onRemove} />}
      </Space.Compact>
    </Form.Item>
  );
}
