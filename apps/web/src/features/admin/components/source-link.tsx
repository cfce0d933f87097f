import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Link } from '@mui/material';

/** The official page a fact was taken from, by its host name, opening in a new tab. */
export function SourceLink({ href, label }: { href: string; label: string }) {
  const host = new URL(href).hostname;
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      // The name starts with the text shown, so a voice-control user can say what they see.
      aria-label={`${host}: ${label} (opens in a new tab)`}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere' }}
    >
      {host}
      <OpenInNewIcon fontSize="inherit" aria-hidden="true" />
    </Link>
  );
}
