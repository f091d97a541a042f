import { escapeLike } from './like-pattern';

describe('escapeLike', () => {
  it('leaves ordinary text alone', () => {
    expect(escapeLike('Mary Ann')).toBe('Mary Ann');
  });

  it('takes LIKE wildcards and the escape character literally', () => {
    expect(escapeLike('50%')).toBe('50\\%');
    expect(escapeLike('a_b')).toBe('a\\_b');
    expect(escapeLike('back\\slash')).toBe('back\\\\slash');
    expect(escapeLike('%_%')).toBe('\\%\\_\\%');
  });
});
