import { safeExternalUrl } from './video';

describe('safeExternalUrl', () => {
  it('keeps http(s) links only', () => {
    expect(safeExternalUrl('https://www.linkedin.com/company/solio')).toBe('https://www.linkedin.com/company/solio');
    expect(safeExternalUrl('javascript:alert(1)')).toBeNull();
    expect(safeExternalUrl(undefined)).toBeNull();
  });
});
