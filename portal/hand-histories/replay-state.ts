import { BOARD_CARDS_BEFORE, type HandAction, type ParsedHand, type Street } from '../../common/hand-histories';
import { HOLE_CARDS } from '../../common/poker-cards';

export interface SeatState {
  seat: number;
  name: string;
  stack: number;
  /** Chips in front of the player on this street, not yet in the pot. */
  bet: number;
  folded: boolean;
  allIn: boolean;
  hero: boolean;
  /** The hole cards once the history reveals them (the hero's deal, a showdown); null while hidden. */
  cards: string[] | null;
  /** Only some of the hole cards are known (a player showed one card). */
  partial?: boolean;
  /** What the player collected at the end. */
  won: number;
}

/** The table after some of the hand's actions: what the replayer draws at one step. */
export interface TableState {
  seats: SeatState[];
  /**
   * The pot as a player reads it: every chip put in so far, the bets of the round in progress
   * included; once the winners collect, what they collected (the rake left behind is nobody's).
   */
  pot: number;
  board: string[];
  /** A hand run twice: the second board as dealt so far, from the cards both share; null otherwise. */
  secondBoard: string[] | null;
  street: Street;
  /** The action that led here, in words; the first state's is the deal's setting. */
  caption: string;
  /** Who acted last, to highlight. */
  actor: string | null;
}

/** A history's amount for display: `$8.50`, `$1`, or `4,075` chips. */
export function formatAmount(hand: Pick<ParsedHand, 'currency'>, amount: number): string {
  if (!hand.currency) return amount.toLocaleString('en-US', { maximumFractionDigits: 2 });
  const rounded = Math.round(amount * 100) / 100;
  return `${hand.currency}${Number.isInteger(rounded) ? rounded : rounded.toFixed(2)}`;
}

const round = (value: number) => Math.round(value * 100) / 100;

/** Bets move to the middle when a street ends or the hand reaches its showdown; the pot already counts them. */
function sweep(state: TableState) {
  for (const seat of state.seats) seat.bet = 0;
}

function describe(hand: ParsedHand, action: HandAction): string {
  const money = (amount: number) => formatAmount(hand, amount);
  const allIn = 'allIn' in action && action.allIn ? ' and is all-in' : '';
  switch (action.kind) {
    case 'post':
      return `${action.player} posts ${action.blind === 'blind' ? 'a blind' : `the ${action.blind}`} ${money(action.amount)}`;
    case 'deal':
      return `${action.player} is dealt ${action.cards.join(' ')}`;
    case 'street':
      return `${action.run === 2 ? 'Second board, ' : ''}${action.street[0].toUpperCase()}${action.street.slice(1)}: ${action.cards.join(' ')}`;
    case 'fold':
      return `${action.player} folds`;
    case 'check':
      return `${action.player} checks`;
    case 'muck':
      return `${action.player} does not show${action.cards ? ` (${action.cards.join(' ')})` : ''}`;
    case 'call':
      return `${action.player} calls ${money(action.amount)}${allIn}`;
    case 'bet':
      return `${action.player} bets ${money(action.amount)}${allIn}`;
    case 'raise':
      return `${action.player} raises to ${money(action.to)}${allIn}`;
    case 'returned':
      return `${money(action.amount)} uncalled, back to ${action.player}`;
    case 'collect':
      return `${action.player} wins ${money(action.amount)}${action.run === 2 ? ' on the second board' : ''}`;
    case 'show':
      return `${action.player} shows ${action.cards.join(' ')}`;
  }
}

/** Applies one action to a copy of the table. */
function apply(hand: ParsedHand, previous: TableState, action: HandAction): TableState {
  const state: TableState = {
    ...previous,
    seats: previous.seats.map((seat) => ({ ...seat })),
    board: [...previous.board],
    caption: describe(hand, action),
    actor: 'player' in action ? action.player : null,
  };
  if (action.kind === 'street') {
    sweep(state);
    if (action.run === 2) {
      // The second run parts from the first at its first street: it shares the cards dealt before it.
      state.secondBoard = [
        ...(previous.secondBoard ?? state.board.slice(0, BOARD_CARDS_BEFORE[action.street])),
        ...action.cards,
      ];
    } else {
      state.board.push(...action.cards);
      state.street = action.street;
    }
    return state;
  }
  const seat = state.seats.find((one) => one.name === action.player);
  if (!seat) return state;
  const pay = (amount: number) => {
    seat.stack = round(seat.stack - amount);
    state.pot = round(state.pot + amount);
    if (seat.stack <= 0) seat.allIn = true;
  };
  switch (action.kind) {
    case 'post':
      pay(action.amount);
      // Antes and dead blinds go to the middle at once; live blinds sit in front of the player like a bet.
      if (action.blind !== 'ante') seat.bet = round(seat.bet + action.amount - (action.dead ?? 0));
      break;
    case 'call':
    case 'bet':
      pay(action.amount);
      seat.bet = round(seat.bet + action.amount);
      break;
    case 'raise':
      pay(action.to - seat.bet);
      seat.bet = action.to;
      break;
    case 'fold':
      seat.folded = true;
      break;
    case 'returned':
      seat.bet = round(seat.bet - action.amount);
      seat.stack = round(seat.stack + action.amount);
      state.pot = round(state.pot - action.amount);
      seat.allIn = false;
      break;
    case 'deal':
      seat.cards = action.cards;
      break;
    case 'show':
      sweep(state);
      seat.cards = action.cards;
      seat.partial = action.cards.length < HOLE_CARDS[hand.game] || undefined;
      break;
    case 'muck':
      sweep(state);
      // The summary may reveal the mucked cards; the replayer shows what the history knows.
      if (action.cards) seat.cards = action.cards;
      break;
    case 'collect': {
      sweep(state);
      // The first collection replaces the pot; a split or side pot adds to what was collected before.
      const collected = previous.seats.reduce((sum, one) => sum + one.won, 0);
      state.pot = round(collected + action.amount);
      seat.stack = round(seat.stack + action.amount);
      seat.won = round(seat.won + action.amount);
      break;
    }
    case 'check':
      break;
  }
  return state;
}

/**
 * Every state of the hand, one per action after the first (the seats before anything happens):
 * stepping back is reading the state before, so nothing is ever undone by hand.
 */
export function replayStates(hand: ParsedHand): TableState[] {
  const first: TableState = {
    seats: hand.players.map((player) => ({ ...player, bet: 0, folded: false, allIn: false, cards: null, won: 0 })),
    // GGPoker's cash drop is in the pot before anyone posts.
    pot: hand.cashDrop ?? 0,
    board: [],
    secondBoard: null,
    street: 'preflop',
    caption: `${hand.site} ${hand.game}${hand.tournament ? ' tournament' : ''}, blinds ${formatAmount(hand, hand.smallBlind)}/${formatAmount(hand, hand.bigBlind)}`,
    actor: null,
  };
  const states = [first];
  for (const action of hand.actions) states.push(apply(hand, states[states.length - 1], action));
  return states;
}

/** The steps where a street's cards have just been dealt, with the first step: where street by street stops. */
export function streetStops(states: TableState[]): number[] {
  return states.flatMap((state, index) => (index === 0 || state.street !== states[index - 1].street ? [index] : []));
}

/**
 * What is known at a step: the board and the hole cards of each player still in the hand whose cards
 * the history has revealed by then (all of them: one card shown is not a hand). The equity of those
 * players at each street is computed from this.
 */
export function knownCards(state: TableState): { board: string[]; players: { name: string; cards: string[] }[] } {
  return {
    board: state.board,
    players: state.seats.flatMap((seat) =>
      !seat.folded && seat.cards && !seat.partial ? [{ name: seat.name, cards: seat.cards }] : [],
    ),
  };
}
