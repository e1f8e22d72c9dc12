import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import ChatIcon from '@mui/icons-material/Chat';
import { CONTACT_DETAILS } from '@careers/domain';
import { StaticContent } from '../../../components/StaticContent';

/**
 * The floating chat button on every public page; the chat opens in a new tab. It sits in its own
 * labelled landmark, so no page content lies outside a landmark. A link with no state: a
 * prerendered page keeps its server HTML.
 */
export function ChatFab() {
  return (
    <Box component="aside" aria-label="Chat">
      <StaticContent>
        <Fab
          component="a"
          href={CONTACT_DETAILS.chatUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label="Chat with us (opens in a new tab)"
          title="Chat with us"
          color="secondary"
          sx={{ position: 'fixed', right: { xs: 16, md: 28 }, bottom: { xs: 16, md: 28 }, zIndex: (theme) => theme.zIndex.speedDial }}
        >
          <ChatIcon />
        </Fab>
      </StaticContent>
    </Box>
  );
}
