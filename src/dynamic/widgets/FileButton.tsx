import Button from '@mui/material/Button';
import type { ChangeEvent, ReactNode } from 'react';

/**
 * A button that opens the file chooser; the file input inside it is named by the button's text. `describedBy`
 * gives the button its field's required hint and message: it is where the focus stops.
 */
export const FileButton = ({
  children,
  accept,
  disabled,
  describedBy,
  onFile,
}: {
  children: ReactNode;
  accept?: string;
  disabled?: boolean;
  describedBy?: string;
  onFile: (file: File) => void;
}) => {
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again fires a change too.
    event.target.value = '';
    if (file) onFile(file);
  };
  return (
    <Button component="label" variant="outlined" size="small" disabled={disabled} aria-describedby={describedBy}>
      {children}
      <input type="file" hidden accept={accept} disabled={disabled} onChange={change} />
    </Button>
  );
};
