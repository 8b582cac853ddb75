export { LivePlayer } from './live-player';
