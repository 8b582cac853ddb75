export { CardPicker } from './card-picker';
export { CardRow } from './playing-card';
