/** The video card's texts and timings (docs/PRODUCT.md#video-card: its toasts show for 1 s). */
export const LENGTH_LOADING = 'Loading...';
export const CARD_TOAST_MS = 1000;
