import { describe, expect, it } from 'vitest';

import { appendTaskLink, fallbackTaskUrl, findTaskIds } from './tracker-links';

describe('findTaskIds (the action URL pattern)', () => {
  it.each([
    ['https://app.asana.com/0/1201/1300', ['1300']],
    ['https://app.asana.com/0/0/1300', ['1300']],
    ['see https://app.asana.com/0/1201/1300/f.', ['1300']],
    ['https://app.asana.com/0/1201/1300?focus=true', ['1300']],
    ['https://app.asana.com/1/99/project/1201/task/1400', ['1400']],
    [
      'two: https://app.asana.com/0/1/5 and https://app.asana.com/0/2/6 and again https://app.asana.com/0/1/5',
      ['5', '6'],
    ],
  ])('finds the task in %s', (body, ids) => {
    expect(findTaskIds(body)).toEqual(ids);
  });

  it.each([
    'http://app.asana.com/0/1201/1300',
    'app.asana.com/0/1201/1300',
    'https://APP.ASANA.COM/0/1201/1300',
    'https://app.asana.com/1/99/task/1400',
    'https://app.asana.com/0/1201',
    'https://app.asana.com/0/invalid',
    '',
  ])('finds nothing in %s', (body) => {
    expect(findTaskIds(body)).toEqual([]);
  });

  it('handles null and undefined bodies', () => {
    expect(findTaskIds(null)).toEqual([]);
    expect(findTaskIds(undefined)).toEqual([]);
  });
});

describe('the link-back', () => {
  it('appends a blank line, ---, a blank line and the link with the unescaped title', () => {
    expect(appendTaskLink('Body', 'Fix [x]', fallbackTaskUrl('12', '34'))).toBe(
      'Body\n\n---\n\nAsana task: [Fix [x]](https://app.asana.com/0/12/34)',
    );
  });

  it('appends to an empty body too, and the result links a task', () => {
    const body = appendTaskLink('', 'T', fallbackTaskUrl('12', '34'));
    expect(findTaskIds(body)).toEqual(['34']);
  });
});
