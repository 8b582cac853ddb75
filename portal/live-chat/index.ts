export { LiveChat } from './live-chat';
