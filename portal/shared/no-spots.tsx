import { Typography } from 'antd';
import { PORTAL_TEXTS } from '../constants';

/** My spots with none yet, in the theme's secondary text (antd's list placeholder reads under 4.5:1). */
export function NoSpots() {
  return <Typography.Text type="secondary">{PORTAL_TEXTS.noSpots}</Typography.Text>;
}
