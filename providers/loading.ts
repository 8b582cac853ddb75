/** Counts the calls that show the loading overlay; the overlay subscribes to it. */
let pending = 0;
const listeners = new Set<() => void>();

const emit = () => listeners.forEach((listener) => listener());

export const loading = {
  start(): void {
    pending += 1;
    emit();
  },
  stop(): void {
    pending = Math.max(0, pending - 1);
    emit();
  },
  isActive: (): boolean => pending > 0,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
