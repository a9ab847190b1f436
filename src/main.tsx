// First: before any zod schema is built (see the file).
import './entry/zodWithoutEval';
// Second: a stored session's shell starts downloading before the rest of the entry runs (see the file).
import './entry/earlyShell';
import { start } from './entry/start';

// The light entry: no react-admin here, only the sign-in screens and a lazy import of the shell.
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
start(container);
