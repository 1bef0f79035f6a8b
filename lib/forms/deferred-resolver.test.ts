import { deferredResolver, ValidationUnavailableError } from './deferred-resolver';
import { formMessages } from './messages';
import { createContactSchema } from './schemas';

const options = { fields: {}, shouldUseNativeValidation: false };
const filled = { prenom: 'Amélie', nom: 'Diallo', email: ' Amelie@Example.com ', telephone: '', sujet: 'Partenariat', message: 'Bonjour', website: '' };

it('loads the schema once, on preparing, and validates with it', async () => {
  const load = jest.fn(async () => createContactSchema(formMessages.en));
  const { resolver, prepare } = deferredResolver(load);
  prepare();
  prepare();
  const valid = await resolver(filled, undefined, options);
  expect(valid.errors).toEqual({});
  expect(valid.values).toMatchObject({ email: 'amelie@example.com' });
  const invalid = await resolver({ ...filled, prenom: '' }, undefined, options);
  expect(invalid.errors.prenom?.message).toBe('First name is required');
  expect(load).toHaveBeenCalledTimes(1);
});

it('reports a schema that could not load, and tries again on the next check', async () => {
  const load = jest.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue(createContactSchema(formMessages.fr));
  const { resolver } = deferredResolver(load);
  await expect(resolver(filled, undefined, options)).rejects.toBeInstanceOf(ValidationUnavailableError);
  await expect(resolver(filled, undefined, options)).resolves.toMatchObject({ errors: {} });
  expect(load).toHaveBeenCalledTimes(2);
});
