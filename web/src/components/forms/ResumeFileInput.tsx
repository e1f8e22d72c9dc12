import { useHydrated } from '../../hooks/useHydrated';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { RESUME_EXTENSIONS } from '@careers/domain';
import type { ChangeEvent, Ref } from 'react';
import { visuallyHidden } from '../visuallyHidden';
import { FOCUS_RING } from '../../config/theme';

const ACCEPT = RESUME_EXTENSIONS.join(',');
const FORMATS_HINT = `Accepted formats: ${RESUME_EXTENSIONS.join(', ')}`;

export interface ResumeFileInputProps {
  id: string;
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string | null;
  disabled?: boolean;
  /** The native input, so a form can clear it after a successful upload. */
  inputRef?: Ref<HTMLInputElement>;
  label?: string;
  /** An asterisk after the label (as the text fields show) and the native required attribute (forms use noValidate, so no browser check). */
  required?: boolean;
}

/**
 * A resume picker: a native file input (kept in the accessibility tree and keyboard order, visually
 * replaced by a button) with the chosen file's name and the field's message below.
 */
export function ResumeFileInput({
  id,
  file,
  onChange,
  error,
  disabled: disabledByForm,
  inputRef,
  label = 'Resume',
  required,
}: ResumeFileInputProps) {
  // Like every bound field: no input before a prerendered page is hydrated (it would be lost).
  const hydrated = useHydrated();
  const disabled = Boolean(disabledByForm) || !hydrated;
  const labelId = `${id}-label`;
  const helpId = `${id}-help`;
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.files?.[0] ?? null);

  return (
    <Box>
      <Typography
        id={labelId}
        component="label"
        htmlFor={id}
        variant="body2"
        sx={{ display: 'block', mb: 0.75, fontWeight: 600, color: error ? 'error.main' : 'text.secondary' }}
      >
        {label}
        {required && <span aria-hidden="true">{'\u2009*'}</span>}
      </Typography>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 1.5,
          p: 1.5,
          border: '1px dashed',
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 2,
          '&:has(input:focus-visible)': FOCUS_RING,
        }}
      >
        <input
          ref={inputRef}
          id={id}
          name="resume"
          type="file"
          accept={ACCEPT}
          disabled={disabled}
          onChange={handleChange}
          aria-labelledby={labelId}
          aria-describedby={helpId}
          aria-invalid={error ? true : undefined}
          required={required}
          data-testid="resume-input"
          style={visuallyHidden}
        />
        <Button
          component="label"
          htmlFor={id}
          variant="outlined"
          size="small"
          disabled={disabled}
          startIcon={<UploadFileIcon />}
          tabIndex={-1}
          aria-hidden
        >
          Choose file
        </Button>
        <Typography
          variant="body2"
          sx={{ color: file ? 'text.primary' : 'text.secondary', wordBreak: 'break-all' }}
          data-testid="resume-file-name"
        >
          {file ? file.name : 'No file chosen'}
        </Typography>
      </Box>
      <FormHelperText id={helpId} error={Boolean(error)}>
        {error ?? FORMATS_HINT}
      </FormHelperText>
    </Box>
  );
}
