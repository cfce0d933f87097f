import { Box, Link } from '@mui/material';
import type { ComponentProps, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** A link in the text: an address on this site moves within the app, any other opens as links do. */
export function TextLink({ href = '', children }: ComponentProps<'a'>) {
  if (href.startsWith('/') && !href.startsWith('//'))
    return (
      <Link component={RouterLink} to={href}>
        {children}
      </Link>
    );
  return <Link href={href}>{children}</Link>;
}

/** The page's title is its one h1: a heading written as `#` in the text is shown one level down. */
export function ShiftedHeading({ children }: { children?: ReactNode }) {
  return <h2>{children}</h2>;
}

/**
 * A table of the text. On a narrow screen it scrolls sideways by itself (see MarkdownBody), so it takes
 * the keyboard's focus: arrow keys then scroll it.
 */
export function TextTable(props: ComponentProps<'table'>) {
  return <table tabIndex={0} {...props} />;
}

/** Operator-written text (headings, lists, GitHub tables, code) set in the product's type. */
export function MarkdownBody({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        typography: 'body1',
        lineHeight: 1.7,
        overflowWrap: 'anywhere',
        '& h2': { typography: 'h5', mt: 4, mb: 1.5 },
        '& h3': { typography: 'h6', mt: 3, mb: 1 },
        '& h4, & h5, & h6': { typography: 'subtitle1', fontWeight: 600, mt: 2, mb: 1 },
        '& p, & ul, & ol': { my: 1.5 },
        '& li': { my: 0.5 },
        '& code': { fontFamily: 'monospace', fontSize: '0.9em' },
        '& table': { width: '100%', borderCollapse: 'collapse', my: 2, display: 'block', overflowX: 'auto' },
        // Cells break between words only: a narrow screen scrolls the table rather than split a word.
        '& th, & td': {
          overflowWrap: 'normal',
          border: 1,
          borderColor: 'divider',
          p: 1,
          textAlign: 'left',
          verticalAlign: 'top',
        },
        '& th': { bgcolor: 'action.hover' },
        // Names such as visabridge.pendingTrip stay whole; the table scrolls sideways when narrow.
        '& table code': { overflowWrap: 'normal', whiteSpace: 'nowrap' },
      }}
    >
      {children}
    </Box>
  );
}
