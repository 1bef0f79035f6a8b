import { postalAddress } from './postal-address';

describe('postalAddress', () => {
  it('reads the street, the town and the country from the end of the place', () => {
    expect(postalAddress('Boulevard du Peuple Murundi, Bujumbura, Burundi')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Boulevard du Peuple Murundi',
      addressLocality: 'Bujumbura',
      addressCountry: 'BI',
    });
    expect(postalAddress('Fumba Town')).toEqual({ '@type': 'PostalAddress', addressLocality: 'Fumba Town' });
  });

  it('gives the country as its ISO code, from its French or English name, whatever the accents and apostrophe', () => {
    expect(postalAddress('Kigali, Rwanda').addressCountry).toBe('RW');
    expect(postalAddress('Zanzibar, Tanzanie').addressCountry).toBe('TZ');
    expect(postalAddress('Zanzibar, Tanzania').addressCountry).toBe('TZ');
    expect(postalAddress('Bouaké, Côte d’Ivoire').addressCountry).toBe('CI');
    expect(postalAddress("Bouaké, Cote d'Ivoire").addressCountry).toBe('CI');
  });

  it('keeps the name of a country it has no code for, which Google accepts', () => {
    expect(postalAddress('Lisbonne, Portugal').addressCountry).toBe('Portugal');
  });
});
