import { theme } from 'antd';
import type { CSSProperties } from 'react';

/** Chart colours from antd's tokens, so the charts follow the light and dark themes. */
export function useChartTheme() {
  const { token } = theme.useToken();
  const tick = { fill: token.colorTextSecondary, fontSize: 12 };
  const tooltip: CSSProperties = {
    background: token.colorBgElevated,
    border: `1px solid ${token.colorBorderSecondary}`,
    borderRadius: token.borderRadius,
    color: token.colorText,
  };
  return {
    series: token.colorPrimary,
    grid: token.colorBorderSecondary,
    axis: { tick, stroke: token.colorBorder },
    tooltip: { contentStyle: tooltip, labelStyle: { color: token.colorText }, itemStyle: { color: token.colorText } },
    cursor: { fill: token.colorFillTertiary },
  };
}
