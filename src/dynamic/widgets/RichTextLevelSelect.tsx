import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTiptapEditor, useEditorSelection } from 'ra-input-rich-text';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';

type Level = 0 | 1 | 2 | 3 | 4 | 5 | 6;

const LEVELS: readonly { level: Level; key: string; fallback: string }[] = [
  { level: 0, key: 'ra.tiptap.paragraph', fallback: 'Normal' },
  ...([1, 2, 3, 4, 5, 6] as const).map((level) => ({ level, key: `ra.tiptap.heading${level}`, fallback: `Heading ${level}` })),
];

/**
 * The paragraph-or-heading menu of the rich-text toolbar, as a menu button (WAI-ARIA): its name starts with the
 * level it shows, so voice control finds it by what it reads. ra-input-rich-text's LevelSelect puts an `<li>`
 * outside any list and names its button "Current level" whatever it shows.
 */
export const RichTextLevelSelect = () => {
  const translate = useTranslate();
  const editor = useTiptapEditor();
  // Re-renders on every selection change, so the level shown follows the caret.
  useEditorSelection();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const label = (entry: (typeof LEVELS)[number]) => translate(entry.key, { _: entry.fallback });
  const current = LEVELS.find((entry) => (entry.level === 0 ? editor?.isActive('paragraph') : editor?.isActive('heading', { level: entry.level }))) ?? LEVELS[0];
  const choose = (level: Level) => {
    setAnchor(null);
    if (!editor) return;
    const chain = editor.chain().focus();
    (level === 0 ? chain.setNode('paragraph') : chain.setNode('heading', { level })).run();
  };
  return (
    <>
      <Button
        size="small"
        color="inherit"
        endIcon={<ArrowDropDownIcon />}
        aria-label={`${label(current)}, ${translate('ra.tiptap.current_level', { _: 'Current level' })}`}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : 'false'}
        aria-controls={anchor ? menuId : undefined}
        disabled={!editor?.isEditable}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ textTransform: 'none', minWidth: 120, justifyContent: 'space-between' }}
      >
        {label(current)}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {LEVELS.map((entry) => (
          <MenuItem key={entry.key} selected={entry === current} onClick={() => choose(entry.level)}>
            {label(entry)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
