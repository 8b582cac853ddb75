import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { Button, theme } from 'antd';
import { useFavourite } from './use-favourite';

export interface FavouriteButtonProps {
  lectureId: number;
  name: string;
  isFavourite: boolean;
}

/** A heart that says whether the lecture is saved, for eyes and for screen readers. */
export function FavouriteButton({ lectureId, name, isFavourite: initial }: FavouriteButtonProps) {
  const { isFavourite, toggle } = useFavourite(lectureId, initial);
  const { token } = theme.useToken();
  return (
    <Button
      type="text"
      shape="circle"
      aria-pressed={isFavourite}
      aria-label={isFavourite ? `${name}: saved, remove from Saved Videos` : `${name}: not saved, add to Saved Videos`}
      onClick={toggle}
      icon={isFavourite ? <HeartFilled style={{ color: token.colorError }} /> : <HeartOutlined />}
    />
  );
}
