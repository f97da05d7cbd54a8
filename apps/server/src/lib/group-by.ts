/** Groups rows by a numeric key (an owner id), keeping their order. */
export const groupBy = <T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> => {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const list = map.get(key(row));
    if (list) list.push(row);
    else map.set(key(row), [row]);
  }
  return map;
};
