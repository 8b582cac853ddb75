export { CardPicker } from './card-picker';
export { CardRow, PlayingCard } from './playing-card';
