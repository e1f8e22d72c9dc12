import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PRIVACY_MESSAGES, privacyEmailSchema, type PersonRecords } from '@careers/domain';
import { useState, type FormEvent } from 'react';
import { serverMessage } from '../../../components/forms/serverMessage';
import { saveFile } from '../../../lib/saveFile';
import { ConfirmActionDialog } from '../resources/page/ConfirmActionDialog';
import { erasePerson, exportPerson, findPerson } from './privacyApi';
import { PageTitle } from '../../../components/PageTitle';

type Outcome = { kind: 'success' | 'error' | 'info'; text: string } | null;

/**
 * /admin/privacy: an admin enters an email and sees every record held about it; Export
 * downloads them as one ZIP, Erase (confirmed with the count) removes all of them at once.
 */
export default function PrivacyPage() {
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [found, setFound] = useState<PersonRecords | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      setOutcome({ kind: 'error', text: serverMessage(error, 'The request failed.') });
    } finally {
      setBusy(false);
    }
  };

  const search = (event: FormEvent) => {
    event.preventDefault();
    const parsed = privacyEmailSchema.safeParse({ email });
    if (!parsed.success) return setEmailError(parsed.error.issues[0]?.message ?? PRIVACY_MESSAGES.emailInvalid);
    setEmailError(null);
    setOutcome(null);
    void run(async () => {
      const answer = await findPerson(parsed.data.email);
      setFound(answer);
      if (!answer.records.length) setOutcome({ kind: 'info', text: PRIVACY_MESSAGES.nothingFound });
    });
  };

  const download = () =>
    run(async () => {
      if (!found) return;
      saveFile(await exportPerson(found.email), `personal-data-${found.email}.zip`);
    });

  const erase = () =>
    run(async () => {
      if (!found) return;
      const result = await erasePerson(found.email);
      setConfirming(false);
      setFound({ email: found.email, records: [] });
      setOutcome({ kind: 'success', text: result.message });
    });

  const records = found?.records ?? [];
  return (
    <Stack spacing={3} data-testid="privacy-screen">
      <PageTitle title="Privacy" noindex />
      <Typography variant="h4" component="h1">
        Privacy
      </Typography>
      <Typography color="text.secondary">Find, export or erase everything held about one person, by their email address.</Typography>
      <Stack
        component="form"
        noValidate
        onSubmit={search}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: 'flex-start' }}
      >
        <TextField
          id="privacy-email"
          label="Email"
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={!!emailError}
          helperText={emailError ?? ' '}
          sx={{ minWidth: { sm: 360 } }}
        />
        <Button type="submit" variant="contained" disabled={busy} sx={{ mt: { sm: 1 } }}>
          Find
        </Button>
      </Stack>
      {outcome && (
        <Alert severity={outcome.kind} onClose={() => setOutcome(null)} data-testid="privacy-outcome">
          {outcome.text}
        </Alert>
      )}
      {records.length > 0 && (
        <Paper variant="outlined">
          <Table size="small" aria-label="Records held" data-testid="privacy-records">
            <TableHead>
              <TableRow>
                <TableCell>Kind</TableCell>
                <TableCell>Record</TableCell>
                <TableCell>Id</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {records.map((record) => (
                <TableRow key={`${record.kind}/${record.id}`}>
                  <TableCell>{record.kind}</TableCell>
                  <TableCell>{record.summary}</TableCell>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{record.id}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Stack direction="row" spacing={2} sx={{ p: 2 }}>
            <Button variant="outlined" onClick={() => void download()} disabled={busy}>
              Export
            </Button>
            <Button variant="contained" color="error" onClick={() => setConfirming(true)} disabled={busy}>
              Erase
            </Button>
          </Stack>
        </Paper>
      )}
      <ConfirmActionDialog
        open={confirming}
        title="Erase personal data"
        text={PRIVACY_MESSAGES.eraseConfirm(records.length)}
        confirmLabel="Erase"
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={erase}
      />
    </Stack>
  );
}
