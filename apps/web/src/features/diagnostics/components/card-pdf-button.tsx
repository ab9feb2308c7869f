import { ActionIcon, Button, Menu } from '@mantine/core';
import { type DiagnosticCard, LANGUAGES, type Language } from '@slovo/contracts';
import { IconChevronDown, IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_LABELS } from '../../../components/language-switcher.tsx';
import { getUiLanguage } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { useDownloadCardPdfMutation } from '../api/download-diagnostic-card-pdf.ts';

/**
 * "Download PDF" of a filled card: in the interface language at a click, or in any of the four
 * from the menu beside it. The file is made from the card as saved (autosave keeps that current).
 */
export function CardPdfButton({
  workspaceId,
  card,
}: {
  workspaceId: number;
  card: DiagnosticCard;
}) {
  const { t } = useTranslation('diagnostics');
  const download = useDownloadCardPdfMutation();
  const interfaceLanguage = getUiLanguage();

  const start = (lang: Language) =>
    download.mutate(
      { workspaceId, cardId: card.id, diagnosticDate: card.diagnostic_date, lang },
      {
        onError: (error) =>
          notify({ color: 'red', title: t('diagnostics:pdf.failed'), message: error.message }),
      },
    );

  return (
    <Button.Group>
      <Button
        variant="default"
        leftSection={<IconFileTypePdf size={18} />}
        loading={download.isPending}
        onClick={() => start(interfaceLanguage)}
        data-testid="card-pdf-download"
      >
        {t('diagnostics:pdf.download')}
      </Button>
      <Menu position="bottom-end" shadow="md" width={220}>
        <Menu.Target>
          <ActionIcon
            variant="default"
            size={36}
            disabled={download.isPending}
            aria-label={t('diagnostics:pdf.chooseLanguage')}
            data-testid="card-pdf-languages"
          >
            <IconChevronDown size={16} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{t('diagnostics:pdf.chooseLanguage')}</Menu.Label>
          {LANGUAGES.map((lang) => (
            <Menu.Item
              key={lang}
              lang={lang}
              onClick={() => start(lang)}
              data-testid={`card-pdf-language-${lang}`}
            >
              {LANGUAGE_LABELS[lang].code} · {LANGUAGE_LABELS[lang].name}
            </Menu.Item>
          ))}
          <Menu.Divider />
          <Menu.Label>{t('diagnostics:pdf.savedOnly')}</Menu.Label>
        </Menu.Dropdown>
      </Menu>
    </Button.Group>
  );
}
