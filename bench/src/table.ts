/**
 * Rows of cells (the header first) as lines of aligned text, two spaces in and three between columns;
 * `isRightAligned` picks the columns of figures.
 */
export const formatTable = (
  rows: string[][],
  isRightAligned: (column: number, columns: number) => boolean,
) => {
  const widths = (rows[0] ?? []).map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0)));
  return rows.map(
    (cells) =>
      '  ' +
      cells
        .map((cell, column) =>
          isRightAligned(column, cells.length)
            ? cell.padStart(widths[column] ?? 0)
            : cell.padEnd(widths[column] ?? 0),
        )
        .join('   ')
        .trimEnd(),
  );
};
