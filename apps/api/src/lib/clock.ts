/** The time now. Services take a clock instead of calling Date, so tests can move time on. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

export function minutesAfter(date: Date, minutes: number): Date {
  return new Date(date.getTime() + minutes * 60_000);
}
