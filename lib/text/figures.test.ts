import { keepFiguresTogether } from './figures';

const shown = (text: string) => text.replace(/\u00a0/g, '⍽');

describe('keepFiguresTogether', () => {
  it.each([
    ['Une centrale de 500 kW et 2,5 MWc', 'Une centrale de 500⍽kW et 2,5⍽MWc'],
    ['600 kWh of storage, a 50 kWp roof', '600⍽kWh of storage, a 50⍽kWp roof'],
    ['Réduire de 80 % la consommation', 'Réduire de 80⍽% la consommation'],
    ['Alimenter 200 000 foyers', 'Alimenter 200⍽000 foyers'],
    ['1 500 USD par mois, 1 000 000 €', '1⍽500⍽USD par mois, 1⍽000⍽000⍽€'],
    ['Poste 225 kV, triphasée 400 V', 'Poste 225⍽kV, triphasée 400⍽V'],
    ['350 t de CO2, 7 Mo au plus', '350⍽t de CO2, 7⍽Mo au plus'],
  ])('holds the figure of %j on one line', (text, expected) => {
    expect(shown(keepFiguresTogether(text))).toBe(expected);
  });

  it.each(['3 Mobilités électriques', '10 Wattmètres', 'from 5 to 10 days', '12 villages', '2 tours de table', '1 million de personnes'])('leaves %j alone: no unit follows', (text) => {
    expect(keepFiguresTogether(text)).toBe(text);
  });
});
