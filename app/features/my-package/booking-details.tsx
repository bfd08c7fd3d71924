import { useId, useMemo } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { bookingDateChoices, formatBookingDate, timeSlots, type BookingDetails } from "#app/domain/my-package-booking.ts";
import { checkPin, INVALID_PIN_MESSAGE, type PinCheck } from "#app/domain/my-package-pin.ts";
import { myPackage } from "#words/my-package.ts";
import { centreNameIn, type PackageData } from "./package-data.ts";

const fieldClass =
  "mt-1 block w-full rounded-control border border-ink-300 bg-white px-3 py-2 text-base text-ink-900 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-200";
const labelClass = "block text-sm font-semibold text-ink-800";

/**
 * The optional booking details. There is deliberately no <form>: nothing here is ever submitted, so no
 * field can end up in a URL; the values stay in this browser and go only into the composed message.
 */
type FieldsProps = { data: PackageData; details: BookingDetails; update: (patch: Partial<BookingDetails>) => void };

/** The last PIN check shown: by the Check button, or by a booking that found the PIN code wrong. */
export type PinResult = { pin: string; check: PinCheck };
/** The PIN field's id (the booking check focuses it) and the check it shows, kept by the page. */
type PinState = { id: string; result: PinResult | null; setResult: (result: PinResult) => void };

export function BookingDetailsFields({ data, details, update, pin }: FieldsProps & { pin: PinState }) {
  const id = useId();
  // The coming days, each written out ("Tue, 8 Dec 2026"): day, month, year in either language, never the
  // browser's own date format (a US "mm/dd/yyyy" on many phones); decision 063.
  const dates = useMemo(() => bookingDateChoices(new Date(), details.date), [details.date]);
  return (
    <section aria-labelledby={`${id}-heading`} className="print:hidden">
      <h2 id={`${id}-heading`} className="text-xl font-bold">
        {myPackage.details.heading}
      </h2>
      <p className="mt-1 text-sm text-ink-600">{myPackage.details.note}</p>
      <div className="mt-4 grid gap-4">
        <div>
          <label htmlFor={`${id}-name`} className={labelClass}>
            {myPackage.details.name}
          </label>
          <input
            id={`${id}-name`}
            className={fieldClass}
            autoComplete="name"
            maxLength={80}
            value={details.name}
            onChange={(e) => update({ name: e.target.value })}
          />
        </div>
        <fieldset>
          <legend className={labelClass}>{myPackage.details.collection}</legend>
          <div className="mt-1 flex flex-wrap gap-x-6 gap-y-2">
            {(
              [
                ["home", myPackage.details.home],
                ["centre", myPackage.details.centre],
              ] as const
            ).map(([mode, label]) => (
              <label key={mode} className="inline-flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name={`${id}-mode`}
                  value={mode}
                  checked={details.mode === mode}
                  onChange={() => update({ mode })}
                  className="size-4 accent-brand-700"
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
        {details.mode === "home" && <PinField data={data} details={details} update={update} pin={pin} />}
        {details.mode === "centre" && (
          <div>
            <label htmlFor={`${id}-centre`} className={labelClass}>
              {myPackage.details.centreLabel}
            </label>
            <select
              id={`${id}-centre`}
              className={fieldClass}
              value={details.centreId}
              onChange={(e) => update({ centreId: e.target.value })}
            >
              <option value="">{myPackage.details.chooseCentre}</option>
              {data.centres.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={`${id}-date`} className={labelClass}>
              {myPackage.details.date}
            </label>
            <select
              id={`${id}-date`}
              className={fieldClass}
              value={details.date}
              onChange={(e) => update({ date: dates.includes(e.target.value) ? e.target.value : "" })}
            >
              <option value="">{myPackage.details.anyDay}</option>
              {dates.map((date) => (
                <option key={date} value={date}>
                  {formatBookingDate(date)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-slot`} className={labelClass}>
              {myPackage.details.slot}
            </label>
            <select
              id={`${id}-slot`}
              className={fieldClass}
              value={details.slot}
              onChange={(e) => update({ slot: timeSlots.find((s) => s.id === e.target.value)?.id ?? "" })}
            >
              <option value="">{myPackage.details.noPreference}</option>
              {timeSlots.map((slot) => (
                <option key={slot.id} value={slot.id}>
                  {slot.label}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div>
          <label htmlFor={`${id}-note`} className={labelClass}>
            {myPackage.details.noteLabel}
          </label>
          <textarea
            id={`${id}-note`}
            rows={3}
            maxLength={500}
            className={fieldClass}
            value={details.note}
            onChange={(e) => update({ note: e.target.value })}
          />
        </div>
      </div>
    </section>
  );
}

function PinField({ data, details, update, pin }: FieldsProps & { pin: PinState }) {
  const { id, result, setResult } = pin;
  const check = () => setResult({ pin: details.pin, check: checkPin(details.pin, data.pinCodes) });
  const invalid = result?.check.status === "invalid";
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {myPackage.details.pin}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={id}
          className={`${fieldClass} mt-0 max-w-40`}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          value={details.pin}
          aria-invalid={invalid || undefined}
          aria-describedby={`${id}-pin-result`}
          onChange={(e) => update({ pin: e.target.value.replace(/\D/g, "").slice(0, 6) })}
          onKeyDown={(e) => {
            if (e.key === "Enter") check();
          }}
        />
        <Button variant="secondary" onClick={check}>
          {myPackage.details.check}
        </Button>
      </div>
      <p id={`${id}-pin-result`} role="status" className="mt-2 text-sm empty:hidden" data-testid="pin-result">
        {result && <PinMessage pin={result.pin} check={result.check} centreName={(id) => centreNameIn(data, id)} />}
      </p>
    </div>
  );
}

function PinMessage({ pin, check, centreName }: { pin: string; check: PinCheck; centreName: (id: string) => string | undefined }) {
  if (check.status === "invalid") return <span className="font-semibold text-rose-800">{INVALID_PIN_MESSAGE}</span>;
  if (check.status === "served") {
    return <span className="text-green-800">{myPackage.details.served(pin, centreName(check.centreId) ?? "")}</span>;
  }
  const nearest = check.nearestCentreIds.map((cid) => centreName(cid)).filter(Boolean);
  return <span className="text-ink-800">{myPackage.details.notServed(pin, nearest.join("; "))}</span>;
}
