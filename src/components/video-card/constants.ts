/** The video card's texts and timings (spec §2 Video card, §8: lecture-card toasts show for 1 s). */
export const LENGTH_LOADING = 'Loading...';
export const CARD_TOAST_MS = 1000;
