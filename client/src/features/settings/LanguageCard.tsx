import { useLingui } from '@lingui/react/macro';
import { useAlerts } from '../../components/alerts/AlertProvider';
import { LanguageChooser } from '../../components/LanguageChooser';
import { activateLocale } from '../../lib/i18n/activate';
import { rememberLocale } from '../../lib/i18n/locales';
import { useUpdateLanguage } from '../auth';

/** The member's language: the app switches at once; e-mails and push texts follow the saved setting. */
export function LanguageCard() {
  const { t } = useLingui();
  const { showAlert } = useAlerts();
  const update = useUpdateLanguage();
  return (
    <section className="card switch-row">
      <div>
        <h2>{t`Language`}</h2>
        <p>{t`Pen, its e-mails and notifications speak this language.`}</p>
      </div>
      <LanguageChooser
        onChosen={(chosen, previous) =>
          update.mutate(chosen, {
            onError: () => {
              rememberLocale(previous);
              void activateLocale(previous);
              showAlert(t`Could not save your language. Please try again`, 'error');
            },
          })
        }
      />
    </section>
  );
}
