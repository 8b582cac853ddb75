/** `81.3 %`: a share from 0 to 1 as a percentage with the given decimals. */
export const percent = (share: number, digits = 1): string => `${(share * 100).toFixed(digits)} %`;

/** `1 712 304`: counts grouped by thin spaces, as the product writes them. */
export const count = (value: number): string => value.toLocaleString('en-US').replace(/,/g, ' ');
