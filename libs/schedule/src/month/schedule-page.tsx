import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { useChurch, useEnabledModuleCodes } from '@church/data-access';
import { usePageMeta } from '@church/page-meta';
import { useScheduleServiceExtras } from '@church/routing';
import { Alert, EmptyState, PageHeader, Spinner } from '@church/ui';
import { useMonthSchedule } from '../api/get-month-schedule';
import { monthFromQuery, monthLabel } from '../shared/month';
import { ScheduleDayList } from '../shared/schedule-day-list';
import { MonthNavigation } from './month-navigation';
import { useServiceExtras } from './use-service-extras';

/** §2 "/schedule": the services and events of a month (`?month=YYYY-MM`, the current month without it). */
export function SchedulePage() {
  const { t, i18n } = useLingui();
  const church = useChurch();
  const [params] = useSearchParams();
  const month = monthFromQuery(params.get('month'), new Date(), church.fusoHorario);
  const schedule = useMonthSchedule(month);
  // What the church's modules add under each service (its songs), loaded with this page, never with the home.
  const renderServiceExtras = useServiceExtras(schedule.data?.itens, useScheduleServiceExtras(useEnabledModuleCodes()));
  const name = monthLabel(month, i18n.locale);
  const churchName = church.nome;
  usePageMeta({ title: `${t`Schedule`} · ${name} · ${churchName}`, description: t`Services and events at ${churchName} in ${name}.` });

  return (
    <>
      <PageHeader title={t`Schedule`} subtitle={t`Services and events, month by month.`} />
      <MonthNavigation month={month} />
      {schedule.isPending ? <Spinner label={t`Loading the schedule`} /> : null}
      {schedule.isError ? <Alert type="error">{t`An error occurred while fetching the data. Please try again.`}</Alert> : null}
      {schedule.data && schedule.data.itens.length === 0 ? <EmptyState title={t`Nothing on the schedule this month`} /> : null}
      {schedule.data && schedule.data.itens.length > 0 ? (
        <div aria-busy={schedule.isPlaceholderData}>
          <ScheduleDayList items={schedule.data.itens} renderServiceExtras={renderServiceExtras} />
        </div>
      ) : null}
    </>
  );
}
