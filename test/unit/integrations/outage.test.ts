import { oncePerOutage } from '../../../src/server/integrations/outage';

describe('oncePerOutage', () => {
  it('says the first failure of an outage only, and again after a recovery', () => {
    const said: unknown[] = [];
    const outage = oncePerOutage((err) => said.push(err));
    outage.warn('connect ECONNREFUSED');
    outage.warn('connect ECONNREFUSED again');
    outage.warn('still down');
    expect(said).toEqual(['connect ECONNREFUSED']);
    outage.recovered();
    outage.recovered();
    outage.warn('lost again');
    outage.warn('and again');
    expect(said).toEqual(['connect ECONNREFUSED', 'lost again']);
  });
});
