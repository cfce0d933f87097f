import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Box, Typography } from '@mui/material';
import type { AnalysisFinding } from '@visabridge/contract';
import type { ReactNode } from 'react';

/** Each severity by shape and word as well as colour. */
const severities = {
  error: {
    label: msg({ message: 'Problem', comment: "a document check's finding: something is wrong" }),
    Icon: ErrorOutlineIcon,
    color: 'error',
  },
  warning: {
    label: msg({ message: 'Check', comment: "a document check's finding: something to check (a noun)" }),
    Icon: WarningAmberIcon,
    color: 'warning',
  },
  info: {
    label: msg({ message: 'Note', comment: "a document check's finding: for information" }),
    Icon: InfoOutlinedIcon,
    color: 'info',
  },
} as const;

type Props = {
  findings: readonly AnalysisFinding[];
  /** What the reader can do about one finding, shown after its message (a link to the field). */
  actionOf?: (finding: AnalysisFinding) => ReactNode;
  label?: string;
};

/** What a document check found, one line each: its severity (icon and word), what is wrong and what to do. */
export function AnalysisFindings({ findings, actionOf, label }: Props) {
  const { t } = useLingui();
  return (
    <Box
      component="ul"
      aria-label={label ?? t({ message: 'Findings', comment: 'what a document check found' })}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
    >
      {findings.map((finding) => {
        const { label: severityName, Icon, color } = severities[finding.severity];
        const severity = t(severityName);
        const problem = finding.message;
        return (
          <Box
            component="li"
            key={`${finding.code}:${finding.field ?? ''}:${finding.message}`}
            sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
          >
            <Icon color={color} fontSize="small" sx={{ mt: 0.25 }} aria-hidden="true" />
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              <Trans comment="a document check's finding: its severity (Problem, Check, Note), then what it found">
                <Box component="strong">{severity}:</Box> {problem}
              </Trans>
              {actionOf && <> {actionOf(finding)}</>}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
