import { Icon } from '../../components/ui/Icon'
import { privacyPolicyLinkText } from '../../lib/content/layout'
import { privacyNotice, sendCodeUnreachable, sendingLabel, sendLabel } from './texts/formTexts'

/** The send button and the privacy notice beside it; under them, when the code that checks or
 *  sends could not be fetched, the form says so itself. */
export function SendRow({ submitting, unreachable }: { submitting: boolean; unreachable: boolean }) {
  return (
    <>
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" className="btn-primary min-w-56" data-field="submit">
          {submitting ? (
            <>
              <Icon name="loader-circle" className="h-4 w-4 animate-spin" />
              {sendingLabel}
            </>
          ) : (
            <>
              <Icon name="send" className="h-4 w-4" />
              {sendLabel}
            </>
          )}
        </button>
        <p className="text-xs text-stone-600">
          {privacyNotice}
          <a href="/politique-de-confidentialite" className="focus-ring rounded-sm underline">
            {privacyPolicyLinkText}
          </a>
          ).
        </p>
      </div>
      {/* Where the toasts cannot come either: the sending code could not be fetched. An alert is
          announced as it is added. */}
      {unreachable && (
        <p role="alert" className="text-sm text-rouge">
          {sendCodeUnreachable}
        </p>
      )}
    </>
  )
}
