import { describe, expect, it } from 'vitest';
import { bulkProblem, bulkProblemLine } from './corporate-bulk';

describe('bulk upload problems', () => {
  it('names each problem by its line so it can be shown beside the row', () => {
    const problem = bulkProblem(4, 'travel date', 'Travel date cannot be in the past');
    expect(problem).toEqual({
      field: 'line 4: travel date',
      message: 'Line 4: Travel date cannot be in the past',
    });
    expect(bulkProblemLine(problem)).toBe(4);
    expect(bulkProblemLine({ field: 'csv', message: 'Send the CSV file as text/csv' })).toBeNull();
  });
});
