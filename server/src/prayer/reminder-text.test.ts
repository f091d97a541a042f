import { firstWords, reminderText } from './reminder-text';

describe('prayer reminder text', () => {
  it('names one request with its first words', () => {
    expect(reminderText([{ user_name: 'Anna', content: 'Please pray for my mother' }], [])).toBe('Time to pray for Anna\'s request: “Please pray for my mother”');
  });

  it('lists several requests and the commitments that ended', () => {
    const text = reminderText(
      [{ user_name: 'Anna', content: 'Mother' }, { user_name: 'Ben', content: 'Exams' }],
      [{ days: 7, content: 'New job' }],
    );
    expect(text).toBe('Time to pray for the 2 requests you committed to: Anna: “Mother”; Ben: “Exams”. Your 7 days of prayer for “New job” are complete.');
  });

  it('tells of an ended commitment alone', () => {
    expect(reminderText([], [{ days: 1, content: 'x' }, { days: 3, content: 'y' }])).toBe('Your commitments to pray for 2 requests are complete.');
    expect(reminderText([], [{ days: 1, content: 'x' }])).toBe('Your 1 day of prayer for “x” is complete.');
  });

  it('cuts long texts at a word', () => {
    expect(firstWords('one two three four five', 12)).toBe('one two…');
  });
});
