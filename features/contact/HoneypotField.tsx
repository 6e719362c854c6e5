import { honeypotLabel } from './texts/formTexts'

/** A field visitors never see nor reach, and screen readers skip: only a robot fills it (the form
 *  then answers « sent » and sends nothing). typedBeforeHydration skips it by its data-honeypot. */
export function HoneypotField({ id }: { id: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[100vw] h-px w-px overflow-hidden">
      <label htmlFor={id}>{honeypotLabel}</label>
      <input id={id} name="website" type="text" tabIndex={-1} autoComplete="off" data-honeypot="" />
    </div>
  )
}
