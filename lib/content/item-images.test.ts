import { itemImages } from './item-images';

const picture = (name: string) => ({ src: `/uploads/${name}.jpg`, alt: name });

describe('itemImages', () => {
  it('puts the featured image first and shows a picture the gallery repeats once', () => {
    expect(itemImages({ image: picture('une'), gallery: [picture('deux'), picture('une'), picture('deux')] })).toEqual([picture('une'), picture('deux')]);
  });

  it('is the gallery alone without a featured image', () => {
    expect(itemImages({ gallery: [picture('deux')] })).toEqual([picture('deux')]);
    expect(itemImages({ gallery: [] })).toEqual([]);
  });
});
