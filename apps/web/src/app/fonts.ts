// The faces these names stand for are declared in fonts.css, which the build puts in the page's head.
const flagFont = 'Twemoji Country Flags';
const interStandIn = 'Inter Fallback';
const instrumentStandIn = 'Instrument Sans Fallback';

export const headingFont = `"${flagFont}", "Instrument Sans Variable", "${instrumentStandIn}", "Inter Variable", system-ui, sans-serif`;
export const bodyFont = `"${flagFont}", "Inter Variable", "${interStandIn}", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`;
