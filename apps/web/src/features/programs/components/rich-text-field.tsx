import { Input } from '@mantine/core';
import { RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import { isSafeHref, RICH_TEXT_HEADING_LEVELS, type RichTextDoc } from '@slovo/contracts';
import Link from '@tiptap/extension-link';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The editor's own words for the controls this field offers, in the interface language. */
const EDITOR_LABELS = [
  'boldControlLabel',
  'italicControlLabel',
  'underlineControlLabel',
  'strikeControlLabel',
  'clearFormattingControlLabel',
  'h2ControlLabel',
  'h3ControlLabel',
  'h4ControlLabel',
  'bulletListControlLabel',
  'orderedListControlLabel',
  'blockquoteControlLabel',
  'hrControlLabel',
  'linkControlLabel',
  'unlinkControlLabel',
  'undoControlLabel',
  'redoControlLabel',
  'linkEditorInputLabel',
  'linkEditorInputPlaceholder',
  'linkEditorExternalLink',
  'linkEditorInternalLink',
  'linkEditorSave',
] as const satisfies readonly (keyof RichTextEditorLabels)[];

type RichTextFieldProps = {
  label: string;
  value: RichTextDoc;
  onChange: (value: RichTextDoc) => void;
  error?: ReactNode;
  testId?: string;
};

/**
 * The editor of a complex's or program's content: only what the server's allow-list keeps
 * (headings 2-4, lists, quotes, lines, bold, italic, underline, strike, links to http(s) and
 * mailto), so what is typed is what is saved. Loaded only by the screens that edit.
 */
export function RichTextField({ label, value, onChange, error, testId }: RichTextFieldProps) {
  const { t } = useTranslation('programs');
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        code: false,
        codeBlock: false,
        link: false,
        heading: { levels: [...RICH_TEXT_HEADING_LEVELS] },
      }),
      Link.configure({
        openOnClick: false,
        defaultProtocol: 'https',
        isAllowedUri: (url) => isSafeHref(url),
      }),
    ],
    content: value,
    // The editable area is the field: named by the label, announced as a multi-line text box.
    editorProps: {
      attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': label },
    },
    // The form holds the JSON the server will get; the editor reports every change to it.
    onUpdate: ({ editor: current }) => onChange(current.getJSON() as RichTextDoc),
    shouldRerenderOnTransaction: false,
    immediatelyRender: true,
  });

  const labels = Object.fromEntries(
    EDITOR_LABELS.map((key) => [key, t(`programs:editor.${key}`)]),
  ) as Partial<RichTextEditorLabels>;
  const errorId = testId ? `${testId}-error` : undefined;
  return (
    <Input.Wrapper label={label} error={error} required errorProps={{ id: errorId }}>
      <RichTextEditor
        editor={editor}
        labels={labels}
        mt={4}
        data-testid={testId}
        aria-invalid={error ? 'true' : undefined}
        style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
      >
        <RichTextEditor.Toolbar sticky stickyOffset={0}>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.H4 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
            <RichTextEditor.Hr />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content aria-describedby={error ? errorId : undefined} mih={220} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
