import { ageOnDate, divisionKey, divisionOf, formatToPar, groupSizes, leaderboard, positions, teeTimes } from './golf-competition.ts';

const holes = Array.from({ length: 18 }, (_, at) => ({ par: at % 3 === 0 ? 5 : 4, strokeIndex: at + 1 }));

describe('divisions', () => {
  test('age on the cut-off date: a birthday on the day counts', () => {
    expect(ageOnDate('2016-03-01', '2026-03-01')).toBe(10);
    expect(ageOnDate('2016-03-02', '2026-03-01')).toBe(9);
  });
  test('under 10, 12, 15, 18; older or no date of birth: Open', () => {
    expect(['2017-01-01', '2015-01-01', '2012-01-01', '2009-01-01', '2000-01-01'].map((born) => divisionOf(born, '2026-06-01'))).toEqual(['U10', 'U12', 'U15', 'U18', 'Open']);
    expect(divisionOf(null, '2026-06-01')).toBe('Open');
    expect(divisionKey('U12', 'Female')).toBe('U12-Female');
    expect(divisionKey('U12', null)).toBe('U12');
  });
});

describe('the draw', () => {
  test('groups of at most four, as even as can be; tee times every 10 minutes', () => {
    expect(groupSizes(10)).toEqual([4, 3, 3]);
    expect(groupSizes(5)).toEqual([3, 2]);
    expect(groupSizes(0)).toEqual([]);
    expect(teeTimes('23:50', 3)).toEqual(['23:50', '00:00', '00:10']);
  });
});

describe('the leaderboard', () => {
  test('equal values share a place shown as T; not started: no place', () => {
    expect(positions([-2, 0, 0, 0, 3, null])).toEqual(['1', 'T2', 'T2', 'T2', '5', '']);
  });

  test('gross to par over the holes played, Thru, net from the strokes received, ties, not started last', () => {
    const [division] = leaderboard({ holes }, null, [
      { personId: 'a', name: 'A', division: 'U12', courseHandicap: null, strokes: { 1: 5, 2: 4, 3: 4 } },
      { personId: 'b', name: 'B', division: 'U12', courseHandicap: 18, strokes: { 1: 6, 2: 5, 3: 5 } },
      { personId: 'c', name: 'C', division: 'U12', courseHandicap: null, strokes: {} },
      { personId: 'd', name: 'D', division: 'U12', courseHandicap: 2, strokes: { 1: 5, 2: 4 } },
    ]);
    expect(division!.rows.map((row) => [row.personId, row.grossPosition, row.grossToPar, row.thru, row.netToPar, row.netPosition])).toEqual([
      ['a', 'T1', 0, 3, 0, 'T2'],
      ['d', 'T1', 0, 2, -2, '1'],
      ['b', '3', 3, 3, 0, 'T2'],
      ['c', '', 0, 0, 0, ''],
    ]);
  });

  test('divisions in age order, girls after boys; a back nine counts holes 10–18', () => {
    const divisions = leaderboard({ holes }, 'back', [
      { personId: 'a', name: 'A', division: 'Open', courseHandicap: null, strokes: { 10: 4 } },
      { personId: 'b', name: 'B', division: 'U10-Female', courseHandicap: null, strokes: { 1: 9, 10: 5 } },
      { personId: 'c', name: 'C', division: 'U10-Male', courseHandicap: null, strokes: {} },
    ]);
    expect(divisions.map((division) => division.division)).toEqual(['U10-Male', 'U10-Female', 'Open']);
    expect(divisions[1]!.rows[0]).toMatchObject({ thru: 1, gross: 5, grossToPar: 0 });
    expect(divisions[2]!.rows[0]).toMatchObject({ thru: 1, grossToPar: -1 });
  });

  test('to par reads E, +3, −2', () => {
    expect([0, 3, -2].map(formatToPar)).toEqual(['E', '+3', '−2']);
  });
});
