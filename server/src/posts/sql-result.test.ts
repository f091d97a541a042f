import { rowsOf } from './sql-result';

describe('rowsOf', () => {
  it('unwraps the [rows, count] answer of UPDATE and DELETE', () => {
    expect(rowsOf([[{ like_count: 3 }], 1])).toEqual([{ like_count: 3 }]);
    expect(rowsOf([[], 0])).toEqual([]);
  });

  it('keeps plain rows as they are', () => {
    expect(rowsOf([{ a: 1 }, { a: 2 }])).toEqual([{ a: 1 }, { a: 2 }]);
    expect(rowsOf([])).toEqual([]);
  });
});
