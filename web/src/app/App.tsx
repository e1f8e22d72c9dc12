import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter, StaticRouter } from 'react-router-dom';
import { PageDataProvider, type PageData } from '../lib/pageData';
import { hasServerGlobalStyles } from '../lib/emotionCache';
import { createQueryClient } from '../lib/queryClient';
import { AppRoutes } from './AppRoutes';
import { ScrollToTop } from './ScrollToTop';
import { theme } from '../config/theme';

// Read once: the server's tag stays for the life of the page, whatever it shows next.
const baselineFromServer = hasServerGlobalStyles();

/** The whole app; `location` renders it at that URL without a browser (prerender, job pages). */
export function App({ location, pageData = {} }: { location?: string; pageData?: PageData }) {
  const [queryClient] = useState(createQueryClient);
  const routes = (
    <>
      <ScrollToTop />
      <AppRoutes />
    </>
  );
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        {baselineFromServer ? null : <CssBaseline />}
        <PageDataProvider value={pageData}>
          {location === undefined ? <BrowserRouter>{routes}</BrowserRouter> : <StaticRouter location={location}>{routes}</StaticRouter>}
        </PageDataProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
