import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PIPELINE_STAGES, STAGE_WORDS, type StageCounts as Counts } from '@careers/domain';
import { statusColor } from './statusColor';

/**
 * How many candidates a job (or all of the affiliate's jobs) has at each stage, applications and
 * referrals not applied yet, in the applicant-facing words: counts only, never who applied.
 */
export function StageCounts({ counts, title, testId }: { counts: Counts; title: string; testId: string }) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }} data-testid={testId}>
      <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600, mr: 0.5 }}>
        {title}
      </Typography>
      {PIPELINE_STAGES.map((stage) => (
        <Chip
          key={stage}
          size="small"
          variant={counts[stage] ? 'filled' : 'outlined'}
          color={counts[stage] ? statusColor(stage) : 'default'}
          label={`${STAGE_WORDS[stage]}: ${counts[stage] ?? 0}`}
          data-testid="stage-count"
          data-stage={stage}
        />
      ))}
    </Stack>
  );
}
