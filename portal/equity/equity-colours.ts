import { theme } from 'antd';

/** Heat map bands, weakest first: the lower edge of each band's equity and its colour token. */
const BANDS = [
  { from: 0, token: 'red4' },
  { from: 0.35, token: 'orange4' },
  { from: 0.45, token: 'gold4' },
  { from: 0.55, token: 'lime4' },
  { from: 0.7, token: 'green4' },
] as const;

/**
 * The calculator's fills from the theme: painted hands in the primary colour (a partly played hand
 * filled as far as its share), hand classes by equity in bands from red to green. Depth 4 of antd's
 * palette keeps the grid's text readable in both themes.
 */
export function useEquityColours() {
  const { token } = theme.useToken();
  const empty = token.colorFillSecondary;
  return {
    empty,
    bands: BANDS.map((band) => ({ from: band.from, colour: token[band.token] })),
    painted: (weight: number) =>
      weight >= 1
        ? token.colorPrimaryBorderHover
        : weight > 0
          ? `linear-gradient(to right, ${token.colorPrimaryBorderHover} ${weight * 100}%, ${empty} ${weight * 100}%)`
          : empty,
    heat: (equity: number | undefined) =>
      equity === undefined ? empty : token[[...BANDS].reverse().find((band) => equity >= band.from)!.token],
  };
}
