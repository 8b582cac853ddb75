export { VideoCard, type VideoCardProps } from './video-card';
export { FavouriteButton } from './favourite-button';
export { flooredPercent, formatClock, formatDuration, lecturePercent, watchedPercent } from './format';
