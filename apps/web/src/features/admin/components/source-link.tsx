import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Link } from '@mui/material';

/** The official page a fact was taken from, by its host name, opening in a new tab. */
export function SourceLink({ href, label }: { href: string; label: string }) {
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${label} (opens in a new tab)`}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere' }}
    >
      {new URL(href).hostname}
      <OpenInNewIcon fontSize="inherit" aria-hidden="true" />
    </Link>
  );
}
