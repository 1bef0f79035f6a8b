import { storedOneOf } from './use-history-state';

describe('storedOneOf', () => {
  const subsidiary = storedOneOf(['all', 'gem', 'growth-energy']);

  it('takes an option in the case a hand-typed link gives it, as the option is spelled', () => {
    expect(subsidiary('gem')).toBe('gem');
    expect(subsidiary('GEM')).toBe('gem');
    expect(subsidiary('Growth-Energy')).toBe('growth-energy');
  });

  it('ignores anything that is not one of the options', () => {
    expect(subsidiary('mfg')).toBeUndefined();
    expect(subsidiary('')).toBeUndefined();
    expect(subsidiary(3)).toBeUndefined();
    expect(subsidiary(null)).toBeUndefined();
  });
});
