import { isSignedOgCard, ogCardSignature } from './og-signature';

test('a card is drawn for the title and language its page signed, and for nothing else', () => {
  const title = 'Inauguration de la centrale solaire de Nairobi';
  const signature = ogCardSignature(title, 'fr');
  expect(signature).toMatch(/^[A-Za-z0-9_-]{22}$/);
  expect(isSignedOgCard(title, 'fr', signature)).toBe(true);
  expect(isSignedOgCard(`${title} !`, 'fr', signature)).toBe(false);
  expect(isSignedOgCard(title, 'en', signature)).toBe(false);
  expect(isSignedOgCard(title, 'fr', '')).toBe(false);
  expect(isSignedOgCard(title, 'fr', 'not*base64')).toBe(false);
});
