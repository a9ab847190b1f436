import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';

/**
 * A phone's width (under MUI's `sm`, 600 px): lists show one entry a row there instead of a table, whose last columns
 * would sit off-screen. Read on the first render (no server rendering), so a list does not draw as a table first.
 */
export const usePhoneWidth = (): boolean => useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
