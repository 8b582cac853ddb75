import { describe, expect, it } from 'vitest';
import { inEnglish, languageOf, signsFirst } from '../../server/modules/hand-histories/parser/in-english.js';
import { refusal } from './helpers/hand-refusal.js';

/** Each line read in English after `first`, the hand's first line, which sets the language. */
const english = (first: string, ...lines: string[]) =>
  inEnglish([first, ...lines].map((line, i): [number, string] => [i + 1, line]))
    .slice(1)
    .map(([, line]) => line);

const PORTUGUESE_FIRST =
  "Mão PokerStars #257045862415: Torneio #3910307458, $ 0.98+$ 0.12 USD Hold'em No Limit - Nível V (40/80) - 2025/07/22 10:10:49 ET";
const SPANISH_FIRST =
  "Mano n.º 254718322088 de Zoom de PokerStars:  Hold'em No Limit (0.02 €/0.05 €) - 05-02-2025 14:48:32 CET [05-02-2025 8:48:32 ET]";

describe('hand histories in other languages, read in English', () => {
  it('knows the language by the first line, and leaves an English hand as it is', () => {
    expect(languageOf(PORTUGUESE_FIRST)).toBe('Portuguese');
    expect(languageOf(SPANISH_FIRST)).toBe('Spanish');
    expect(languageOf("PokerStars Hand #1: Hold'em No Limit ($0.01/$0.02 USD)")).toBeNull();
    expect(languageOf("Main PokerStars #1: Hold'em No Limit (0,01 €/0,02 €)")).toBeNull();
    const lines: [number, string][] = [
      [1, 'PokerStars Hand #1: x'],
      [2, 'Mesa [Ah]'],
    ];
    expect(inEnglish(lines)).toBe(lines);
  });

  it.each([
    [
      PORTUGUESE_FIRST,
      "PokerStars Hand #257045862415: Tournament #3910307458, $ 0.98+$ 0.12 USD Hold'em No Limit - Nível V (40/80) - 2025/07/22 10:10:49 ET",
    ],
    ["Mesa '3910307458 12' 9-max Lugar #3 é o botão", "Table '3910307458 12' 9-max Seat #3 is the button"],
    ['Lugar 3: Andrew Willian (1789 em fichas)', 'Seat 3: Andrew Willian (1789 in chips)'],
    ['Lugar 4: INDIA598 (500 em fichas) está sit out', 'Seat 4: INDIA598 (500 in chips) is sitting out'],
    [
      'Lugar 6: martelli1990 (3000 em fichas) Fora da mão (chegando para o small blind)',
      'Seat 6: martelli1990 (3000 in chips) out of hand (chegando para o small blind)',
    ],
    ['jojosetubal: coloca ante 10', 'jojosetubal: posts the ante 10'],
    ['Maks19111979: paga o small blind 40', 'Maks19111979: posts small blind 40'],
    ['SuKKinho: paga o big blind 80 e está all-in', 'SuKKinho: posts big blind 80 and is all-in'],
    ['*** CARTAS DA MÃO ***', '*** HOLE CARDS ***'],
    ['phpro recebe [9d Qc]', 'Dealt to phpro [9d Qc]'],
    ['Cyan Diogenes: desiste', 'Cyan Diogenes: folds'],
    ['varen1k322: passa', 'varen1k322: checks'],
    ['varen1k322: iguala 80', 'varen1k322: calls 80'],
    ['varen1k322: aposta 225', 'varen1k322: bets 225'],
    ['petretudor: aumenta 546 para 626 e está all-in', 'petretudor: raises 546 to 626 and is all-in'],
    ['jojosetubal: mostra [Qc Ad] (Sequência, Dez a Ás)', 'jojosetubal: shows [Qc Ad] (Sequência, Dez a Ás)'],
    ['phpro: esconde a mão', 'phpro: mucks hand'],
    ['petretudor: não mostra a mão', "petretudor: doesn't show hand"],
    ['Aposta não-igualada (546) voltou para petretudor', 'Uncalled bet (546) returned to petretudor'],
    ['petretudor recebeu 290 do pote', 'petretudor collected 290 from pot'],
    ['McLci recebeu 1200 do principal pote', 'McLci collected 1200 from main pot'],
    ['McLci recebeu 300 do secundário pote', 'McLci collected 300 from side pot'],
    ['martelli1990 está sem ligação', 'martelli1990 is disconnected'],
    ['martelli1990 gastou o tempo enquanto estava sem ligação', 'martelli1990 has timed out while disconnected'],
    ['martelli1990 poderá jogar depois do botão', 'martelli1990 will be allowed to play after the button'],
    ['x Acabou o torneio em 9º lugar e recebeu $ 1.50.', 'x finished the tournament em 9º lugar e recebeu $ 1.50.'],
    ['*** SUMÁRIO ***', '*** SUMMARY ***'],
    ['Total pote 290 | comissão 0', 'Total pot 290 | comissão 0'],
    [
      'Lugar 1: jojosetubal mostrou [Qc Ad] e ganhou (3836) com Sequência',
      'Seat 1: jojosetubal showed [Qc Ad] e ganhou (3836) com Sequência',
    ],
    ['Lugar 9: phpro escondeu as cartas [8s 8h]', 'Seat 9: phpro mucked [8s 8h]'],
    ['*** FLOP *** [Ts 2c 9c]', '*** FLOP *** [Ts 2c 9c]'],
  ])('reads the Portuguese %j as %j', (line, read) => {
    expect(english(PORTUGUESE_FIRST, line)).toEqual([read]);
  });

  it.each([
    [
      SPANISH_FIRST,
      "PokerStars Zoom Hand #254718322088:  Hold'em No Limit (€0.02/€0.05) - 05-02-2025 14:48:32 CET [05-02-2025 8:48:32 ET]",
    ],
    ['Mesa "Asterope" 6-max El asiento n.º 1 es el botón', "Table 'Asterope' 6-max Seat #1 is the button"],
    ['Asiento 1: Ermufa (4.59 € en fichas)', 'Seat 1: Ermufa (€4.59 in chips)'],
    ['Asiento 5: Nicoromero87 (6 € en fichas)', 'Seat 5: Nicoromero87 (€6 in chips)'],
    ['alfonsoterrible: pone la ciega pequeña 0.02 €', 'alfonsoterrible: posts small blind €0.02'],
    ['otot1302: pone la ciega grande 0.05 €', 'otot1302: posts big blind €0.05'],
    ['*** CARTAS DE MANO ***', '*** HOLE CARDS ***'],
    ['Repartidas a Nicoromero87 [8c 9c]', 'Dealt to Nicoromero87 [8c 9c]'],
    ['sonieta1991: se retira', 'sonieta1991: folds'],
    ['Mauuu_bg: pasa', 'Mauuu_bg: checks'],
    ['Mauuu_bg: sube 0.07 € a 0.12 €', 'Mauuu_bg: raises €0.07 to €0.12'],
    ['fraanespinosa: iguala 0.12 €', 'fraanespinosa: calls €0.12'],
    ['Mauuu_bg: apuesta 0.10 €', 'Mauuu_bg: bets €0.10'],
    ['Mauuu_bg: muestra [Jd Qc] (pareja de damas)', 'Mauuu_bg: shows [Jd Qc] (pareja de damas)'],
    ['fraanespinosa: descarta su mano sin mostrar', 'fraanespinosa: mucks hand'],
    ['otot1302: no muestra su mano', "otot1302: doesn't show hand"],
    ['La apuesta no igualada (0.03 €) ha sido devuelta a otot1302', 'Uncalled bet (€0.03) returned to otot1302'],
    ['otot1302 se lleva 0.04 € del bote', 'otot1302 collected €0.04 from pot'],
    ['Nicoromero87 no tiene conexión', 'Nicoromero87 is disconnected'],
    [
      'Nicoromero87 ha agotado su tiempo mientras siga sin conexión',
      'Nicoromero87 has timed out mientras siga sin conexión',
    ],
    ['*** RESUMEN ***', '*** SUMMARY ***'],
    ['Bote total 0.83 € | Comisión 0.04 €', 'Total pot €0.83 | Comisión €0.04'],
    ['Asiento 4: Mauuu_bg muestra [Jd Qc] y ganó (0.79 €)', 'Seat 4: Mauuu_bg showed [Jd Qc] y ganó (€0.79)'],
    ['Asiento 5: fraanespinosa descartó sin mostrar [9h Ks]', 'Seat 5: fraanespinosa mucked [9h Ks]'],
  ])('reads the Spanish %j as %j', (line, read) => {
    expect(english(SPANISH_FIRST, line)).toEqual([read]);
  });

  it('puts the sign before the number, as English writes amounts, and leaves other words alone', () => {
    expect(signsFirst('(0.02 €/0.05 €) - 05-02-2025')).toBe('(€0.02/€0.05) - 05-02-2025');
    expect(signsFirst('x: bets 1,250.50 $')).toBe('x: bets $1,250.50');
    expect(signsFirst('€ 5 € €x 7 €5')).toBe('€ €5 €x 7 €5');
    expect(signsFirst('Ermufa €')).toBe('Ermufa €');
  });

  it('refuses a line its language does not list as written, naming it', () => {
    const hand = `${PORTUGUESE_FIRST}\nMesa '1' 6-max Lugar #1 é o botão\nLugar 1: a (500 em fichas)\nLugar 2: b (500 em fichas)\na: faz algo`;
    expect(refusal(hand)).toBe('line 5: "faz algo" is not an action this replayer knows');
  });
});
