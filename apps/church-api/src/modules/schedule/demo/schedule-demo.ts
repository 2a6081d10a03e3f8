/** A weekly service: Luxon weekday (1 = Monday … 7 = Sunday) and local start time. */
export interface WeeklyService {
  weekday: number;
  hour: number;
  minute: number;
  minutes: number;
  titulo: string;
  descricao: string;
  local: string;
}

/** An event on the schedule, placed relative to the day the demo is seeded. */
export interface ScheduledEvent {
  inDays: number;
  hour: number;
  minute: number;
  minutes: number;
  nome: string;
  descricao: string;
  local: string;
}

/** A demo church's schedule, in its own language. */
export interface ScheduleDemo {
  services: WeeklyService[];
  events: ScheduledEvent[];
}
