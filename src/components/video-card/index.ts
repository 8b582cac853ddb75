export { VideoCard } from './video-card';
export { FavouriteButton } from './favourite-button';
export { flooredPercent, formatClock, lecturePercent } from './format';
