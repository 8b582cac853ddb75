/** `81.3 %`: a share from 0 to 1 as a percentage with the given decimals. */
export const percent = (share: number, digits = 1): string => `${(share * 100).toFixed(digits)} %`;

/**
 * `1 712 304`: counts grouped by spaces, as the product writes them. By hand rather than through
 * `toLocaleString`, whose first call on a page sets up Intl's number formats: ~85 ms of a phone's main
 * thread (Lighthouse's 4× slower processor) as the equity page first shows its figures.
 */
export const count = (value: number): string => String(Math.round(value)).replace(/\B(?=(\d{3})+$)/g, ' ');
