import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import ChatIcon from '@mui/icons-material/Chat';
import { CONTACT_DETAILS } from '@careers/domain';

/**
 * The chat button on every public page; the chat opens in a new tab. It floats at the bottom right
 * from `sm` up; on a phone, where a floating button would cover the actions below it (a job card's
 * Chat Now, a form's Submit), it sits in the header instead. Both are rendered and CSS shows one, so
 * a prerendered page is right at any width before its script runs. Each sits in its own labelled
 * landmark, so no page content lies outside one.
 */
export function ChatFab({ placement }: { placement: 'header' | 'floating' }) {
  const inHeader = placement === 'header';
  return (
    <Box
      component="aside"
      aria-label="Chat"
      sx={inHeader ? { display: { xs: 'flex', sm: 'none' }, ml: 'auto' } : { display: { xs: 'none', sm: 'block' } }}
    >
      <Fab
        component="a"
        href={CONTACT_DETAILS.chatUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Chat with us (opens in a new tab)"
        title="Chat with us"
        color="secondary"
        size={inHeader ? 'medium' : 'large'}
        sx={
          inHeader
            ? { '&:not(.Mui-focusVisible):not(:focus-visible)': { boxShadow: 'none' } }
            : { position: 'fixed', right: { sm: 16, md: 28 }, bottom: { sm: 16, md: 28 }, zIndex: (theme) => theme.zIndex.speedDial }
        }
      >
        <ChatIcon />
      </Fab>
    </Box>
  );
}
