/** The API's date (`YYYY-MM-DD`) and datetime (`YYYY-MM-DDTHH:MM:SSZ`) texts, checked as real days and times. */
const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const datetimePattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})Z$/;

export function isCalendarDate(value: string): boolean {
  const m = datePattern.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

export function isUtcDatetime(value: string): boolean {
  const m = datetimePattern.exec(value);
  if (!m) return false;
  return (
    isCalendarDate(`${m[1]}-${m[2]}-${m[3]}`) &&
    Number(m[4]) < 24 &&
    Number(m[5]) < 60 &&
    Number(m[6]) < 60
  );
}
