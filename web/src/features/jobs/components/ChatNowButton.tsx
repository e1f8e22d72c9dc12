import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import ChatIcon from '@mui/icons-material/Chat';
import { CONTACT_DETAILS } from '@careers/domain';
import { visuallyHidden } from '../../../components/visuallyHidden';

/** The messaging chat with the job title prefilled (`?text=<title>`). */
export function chatLink(jobTitle: string): string {
  return `${CONTACT_DETAILS.chatUrl}?text=${encodeURIComponent(jobTitle)}`;
}

/** Chat Now: a link (no handler) to the chat about one job, in a new tab. */
export function ChatNowButton({ jobTitle, ...props }: { jobTitle: string } & Pick<ButtonProps, 'size' | 'sx' | 'aria-describedby'>) {
  return (
    <Button
      {...props}
      variant="outlined"
      component="a"
      href={chatLink(jobTitle)}
      target="_blank"
      rel="noopener noreferrer"
      startIcon={<ChatIcon />}
    >
      Chat Now
      <Box component="span" sx={visuallyHidden}>
        {' '}
        (opens in a new tab)
      </Box>
    </Button>
  );
}
