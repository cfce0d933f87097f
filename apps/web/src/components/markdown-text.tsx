import { Box, Link } from '@mui/material';
import type { ComponentProps } from 'react';
import Markdown from 'react-markdown';
import type { Components } from 'react-markdown';
import { Link as RouterLink } from 'react-router';
import remarkGfm from 'remark-gfm';

/** A link in the text: an address on this site moves within the app, any other opens as links do. */
function TextLink({ href = '', children }: ComponentProps<'a'>) {
  if (href.startsWith('/') && !href.startsWith('//'))
    return (
      <Link component={RouterLink} to={href}>
        {children}
      </Link>
    );
  return <Link href={href}>{children}</Link>;
}

// The page's title is its one h1: a heading written as `#` in the text is shown one level down.
const components: Components = {
  a: TextLink,
  h1: ({ children }) => <h2>{children}</h2>,
};

/**
 * Operator-written Markdown (GitHub tables included) as the page's text. Raw HTML is never rendered, and
 * unsafe link addresses (javascript: and the like) are dropped by react-markdown's default transform.
 */
export function MarkdownText({ children }: { children: string }) {
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
        '& th, & td': {
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
      <Markdown remarkPlugins={[remarkGfm]} skipHtml components={components}>
        {children}
      </Markdown>
    </Box>
  );
}
