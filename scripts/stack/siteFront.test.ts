import { describe, expect, it } from 'vitest';
import { ENDPOINTS, apiPath } from '@careers/domain';
import { urlProblem } from './siteFront';

const HEALTH = apiPath(ENDPOINTS.health);
const CONTACTS = apiPath(ENDPOINTS.contactList);
const JOBS = apiPath(ENDPOINTS.jobsList);

const PUBLIC_DIR = '/work/site/web/dist';

describe('urlProblem: what the front answers itself instead of the Hosting emulator', () => {
  it.each([`${CONTACTS}?cursor=%%%`, `${HEALTH}?q=%`, `${HEALTH}?q=%ED%A0%80`, `${JOBS}/%E0%A4%A`, '/%%%', '/jobs/%ED%A0%80'])(
    'a malformed escape in %s',
    (url) => expect(urlProblem(url, PUBLIC_DIR)).toBe('malformed'),
  );

  it.each(['/', HEALTH, `${JOBS}?q=caf%C3%A9&page=2`, '/jobs/abc?utm=a%2Bb+c', `${HEALTH}?%26=%3D`])('nothing in %s', (url) =>
    expect(urlProblem(url, PUBLIC_DIR)).toBeNull(),
  );

  it('a path too long for the file lookup, however it is written', () => {
    const room = 4096 - PUBLIC_DIR.length - '/index.html'.length;
    expect(urlProblem(`/${'a'.repeat(room - 2)}`, PUBLIC_DIR)).toBeNull();
    expect(urlProblem(`/${'a'.repeat(room)}`, PUBLIC_DIR)).toBe('tooLong');
    expect(urlProblem(`/${'%C3%A9'.repeat(room / 2)}`, PUBLIC_DIR)).toBe('tooLong');
    expect(urlProblem(`${HEALTH}?q=${'a'.repeat(8000)}`, PUBLIC_DIR)).toBeNull();
  });
});
