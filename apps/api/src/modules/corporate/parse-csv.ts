/**
 * Parses CSV text (RFC 4180: commas, double-quoted fields with "" for a quote, CRLF or LF lines) into
 * rows of trimmed cells; blank lines are dropped, each row keeping its line number.
 */
export const parseCsv = (text: string) => {
  const rows: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const endRow = () => {
    cells.push(cell.trim());
    if (cells.some((value) => value !== '')) rows.push({ line: rowLine, cells });
    cells = [];
    cell = '';
    rowLine = line;
  };
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line += 1;
        cell += char;
      }
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      cells.push(cell.trim());
      cell = '';
    } else if (char === '\n') {
      line += 1;
      endRow();
    } else if (char !== '\r') cell += char;
  }
  endRow();
  return rows;
};
