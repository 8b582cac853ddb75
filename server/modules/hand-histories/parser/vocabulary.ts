/**
 * What PokerStars writes in each client language read here, line by line, with the English line each one stands
 * for: `{1}`, `{2}`… hold the same text on both sides (a name, an amount, cards), the rest is matched word for word.
 * Only lines seen in real hands are listed; a line not listed is read as written, and so refused as the English
 * reading refuses it.
 */
export interface Vocabulary {
  language: string;
  /** The first line of a hand: the language is known by it. */
  openings: [localized: string, english: string][];
  lines: [localized: string, english: string][];
  /** A wager's `and is all-in`, as this language ends the line. */
  allIn?: string;
  /** Amounts are written `0.02 €`, the sign after the number. */
  signAfter?: boolean;
}

const PORTUGUESE: Vocabulary = {
  language: 'Portuguese',
  openings: [
    ['Mão PokerStars #{1}: Torneio #{2}', 'PokerStars Hand #{1}: Tournament #{2}'],
    ['Mão PokerStars #{1}:{2}', 'PokerStars Hand #{1}:{2}'],
  ],
  lines: [
    ["Mesa '{1}' {2}-max Lugar #{3} é o botão", "Table '{1}' {2}-max Seat #{3} is the button"],
    ['Lugar {1} em fichas) está sit out', 'Seat {1} in chips) is sitting out'],
    ['Lugar {1} em fichas) Fora da mão {2}', 'Seat {1} in chips) out of hand {2}'],
    ['Lugar {1} em fichas)', 'Seat {1} in chips)'],
    ['*** CARTAS DA MÃO ***', '*** HOLE CARDS ***'],
    ['{1} recebe [{2}', 'Dealt to {1} [{2}'],
    ['{1}: coloca ante {2}', '{1}: posts the ante {2}'],
    ['{1}: paga o small blind {2}', '{1}: posts small blind {2}'],
    ['{1}: paga o big blind {2}', '{1}: posts big blind {2}'],
    ['{1}: desiste', '{1}: folds'],
    ['{1}: passa', '{1}: checks'],
    ['{1}: iguala {2}', '{1}: calls {2}'],
    ['{1}: aposta {2}', '{1}: bets {2}'],
    ['{1}: aumenta {2} para {3}', '{1}: raises {2} to {3}'],
    ['{1}: mostra [{2}', '{1}: shows [{2}'],
    ['{1}: esconde a mão', '{1}: mucks hand'],
    ['{1}: não mostra a mão', "{1}: doesn't show hand"],
    ['Aposta não-igualada ({1}) voltou para {2}', 'Uncalled bet ({1}) returned to {2}'],
    ['{1} recebeu {2} do pote', '{1} collected {2} from pot'],
    ['{1} recebeu {2} do principal pote', '{1} collected {2} from main pot'],
    ['{1} recebeu {2} do secundário pote', '{1} collected {2} from side pot'],
    ['{1} está sem ligação', '{1} is disconnected'],
    ['{1} está ligado', '{1} is connected'],
    ['{1} está sit out', '{1} is sitting out'],
    ['{1} voltou', '{1} has returned'],
    ['{1} gastou o tempo enquanto estava sem ligação', '{1} has timed out while disconnected'],
    ['{1} gastou o tempo', '{1} has timed out'],
    ['{1} poderá jogar depois do botão', '{1} will be allowed to play after the button'],
    ['{1} terminou o torneio {2}', '{1} finished the tournament {2}'],
    ['{1} Acabou o torneio {2}', '{1} finished the tournament {2}'],
    ['*** SUMÁRIO ***', '*** SUMMARY ***'],
    ['Total pote {1}', 'Total pot {1}'],
    ['Lugar {1} mostrou [{2}', 'Seat {1} showed [{2}'],
    ['Lugar {1} escondeu as cartas [{2}', 'Seat {1} mucked [{2}'],
  ],
  allIn: ' e está all-in',
};

const SPANISH: Vocabulary = {
  language: 'Spanish',
  openings: [
    ['Mano n.º {1} de Zoom de PokerStars:{2}', 'PokerStars Zoom Hand #{1}:{2}'],
    ['Mano n.º {1} de PokerStars:{2}', 'PokerStars Hand #{1}:{2}'],
  ],
  lines: [
    ['Mesa "{1}" {2}-max El asiento n.º {3} es el botón', "Table '{1}' {2}-max Seat #{3} is the button"],
    ['Asiento {1} en fichas)', 'Seat {1} in chips)'],
    ['*** CARTAS DE MANO ***', '*** HOLE CARDS ***'],
    ['Repartidas a {1}', 'Dealt to {1}'],
    ['{1}: pone la ciega pequeña {2}', '{1}: posts small blind {2}'],
    ['{1}: pone la ciega grande {2}', '{1}: posts big blind {2}'],
    ['{1}: se retira', '{1}: folds'],
    ['{1}: pasa', '{1}: checks'],
    ['{1}: iguala {2}', '{1}: calls {2}'],
    ['{1}: apuesta {2}', '{1}: bets {2}'],
    ['{1}: sube {2} a {3}', '{1}: raises {2} to {3}'],
    ['{1}: muestra [{2}', '{1}: shows [{2}'],
    ['{1}: descarta su mano sin mostrar', '{1}: mucks hand'],
    ['{1}: no muestra su mano', "{1}: doesn't show hand"],
    ['La apuesta no igualada ({1}) ha sido devuelta a {2}', 'Uncalled bet ({1}) returned to {2}'],
    ['{1} se lleva {2} del bote', '{1} collected {2} from pot'],
    ['{1} no tiene conexión', '{1} is disconnected'],
    ['{1} ha agotado su tiempo {2}', '{1} has timed out {2}'],
    ['*** RESUMEN ***', '*** SUMMARY ***'],
    ['Bote total {1}', 'Total pot {1}'],
    ['Asiento {1} muestra [{2}', 'Seat {1} showed [{2}'],
    ['Asiento {1} descartó sin mostrar [{2}', 'Seat {1} mucked [{2}'],
  ],
  signAfter: true,
};

/** The languages besides English whose hands are read. */
export const VOCABULARIES: readonly Vocabulary[] = [PORTUGUESE, SPANISH];
