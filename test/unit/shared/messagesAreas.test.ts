import * as areas from '../../../src/shared/messages';
import { MESSAGES } from '../../../src/shared/messages';

describe('src/shared/messages: one file per area, merged into MESSAGES', () => {
  const areaObjects = Object.entries(areas).filter(([name]) => name.endsWith('_MESSAGES')) as [string, Record<string, string>][];

  it('has the areas', () => {
    expect(areaObjects.map(([n]) => n).sort()).toEqual(
      [
        'AUTH_MESSAGES',
        'CONTACT_MESSAGES',
        'ENFORCEMENT_MESSAGES',
        'GUESTS_MESSAGES',
        'MANAGEMENT_MESSAGES',
        'OWNERS_MESSAGES',
        'PARKING_MESSAGES',
        'SERVER_MESSAGES',
        'VALET_MESSAGES',
      ].sort(),
    );
  });

  it('never uses one key in two areas (a later area would silently replace the earlier text)', () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const [area, texts] of areaObjects) {
      for (const key of Object.keys(texts)) {
        const before = seen.get(key);
        if (before) clashes.push(`${key}: ${before} and ${area}`);
        seen.set(key, area);
      }
    }
    expect(clashes).toEqual([]);
    expect(Object.keys(MESSAGES)).toHaveLength(seen.size);
  });
});
