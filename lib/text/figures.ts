// A figure stays on one line with its unit ('500 kW', '2,5 MWc', '45 %', '1 500 USD') and its
// digit groups ('200 000'): with a plain space, a narrow column broke '500' and 'kW' over two
// lines, on phones and in the subsidiaries' figures. Our own copy is written with no-break spaces
// (the content tests hold it to that); text from WordPress goes through `keepFiguresTogether`.

/** Units written after a figure: power and energy, voltage, percent, currencies, file sizes, lengths, areas, tonnes. */
const unit = String.raw`(?:[kMGT]?W(?:c|h|p)?|kVA|kV|V|%|€|\$|USD|EUR|FCFA|XOF|KES|BIF|[KkMGT]o|[KkMGT]B|km|m²|ha|t)(?![\p{L}\p{N}])`;

/** A plain space inside a figure: before its unit, or between its digit groups. */
const spaceInFigure = new RegExp(String.raw`(?<=\p{N}) (?=${unit}|\p{N}{3}(?!\p{N}))`, 'gu');

export function keepFiguresTogether(text: string): string {
  return text.replace(spaceInFigure, '\u00a0');
}
